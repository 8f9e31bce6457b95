// Runs the real epubcheck (4.2.6, Debian's `epubcheck` package, as CI installs it) on a book and
// returns what it found. Missing Java or a missing jar is an error that says how to install them:
// the EPUB tests must never pass by not checking.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export const EPUBCHECK_JAR = process.env.EPUBCHECK_JAR ?? '/usr/share/java/epubcheck.jar'
/** A short run: the quick compiler only and the simple collector took each check from ~9 s to ~5 s here. */
const QUICK_START = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
const INSTALL = 'Install it with `apt-get install epubcheck` (it brings Java), or set EPUBCHECK_JAR.'

interface EpubcheckMessage {
  ID: string
  severity: string
  message: string
  locations: { path: string; line: number; column: number }[]
}

export interface EpubcheckResult {
  counts: { nFatal: number; nError: number; nWarning: number }
  /** One readable line per fatal error, error or warning: "ERROR RSC-005 EPUB/x.xhtml:3:4 …". */
  problems: string[]
}

const describeMessage = (m: EpubcheckMessage): string => {
  const where = m.locations.map((l) => `${l.path}:${l.line}:${l.column}`).join(', ')
  return `${m.severity} ${m.ID} ${where} ${m.message}`
}

export async function epubcheck(epub: Buffer): Promise<EpubcheckResult> {
  if (!existsSync(EPUBCHECK_JAR)) throw new Error(`epubcheck is not installed: no ${EPUBCHECK_JAR}. ${INSTALL}`)
  const dir = await mkdtemp(path.join(tmpdir(), 'epubcheck-'))
  try {
    const book = path.join(dir, 'book.epub')
    const report = path.join(dir, 'report.json')
    await writeFile(book, epub)
    try {
      await promisify(execFile)('java', [...QUICK_START, '-jar', EPUBCHECK_JAR, book, '--json', report], {
        maxBuffer: 16 * 1024 * 1024,
      })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') throw new Error(`epubcheck needs Java, and \`java\` is not on the PATH. ${INSTALL}`)
      // epubcheck exits 1 when it finds errors; its JSON report says which.
      if (!existsSync(report)) throw error
    }
    const json = JSON.parse(await readFile(report, 'utf8')) as {
      checker: EpubcheckResult['counts']
      messages: EpubcheckMessage[]
    }
    const { nFatal, nError, nWarning } = json.checker
    const problems = json.messages
      .filter((m) => ['FATAL', 'ERROR', 'WARNING'].includes(m.severity))
      .map(describeMessage)
    return { counts: { nFatal, nError, nWarning }, problems }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
