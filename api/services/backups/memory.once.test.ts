// Issue 58: 1 GB of media is backed up and restored with the process's RSS growing by at most 64 MB.
// Each command runs as `npm run backup` / `npm run restore` do, in a node process of its own (the
// CLI from source through tsx), which reports its peak RSS (VmHWM) as it exits. Growth is that peak
// over the peak of the same command on an almost empty site: both load the same code and run the same
// phases, so what is left is what the media cost. The archive reuses a few pieces of memory for every
// byte (archive-file.ts), so the growth does not hang on when the collector runs: one run of each
// is enough, on a loaded machine too. The archive path is the same whichever database
// holds the rows, and the test reads and writes some 7 GB, so only the default (SQLite) pass runs it
// (a *.once.test.ts).
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../../../db/server/connect.ts'
import { addPlainStory, addStoredTrack, writeUniqueAudio } from '../../testing/large-site.ts'

const REPO = path.resolve(import.meta.dirname, '../../..')
const MB = 1024 * 1024
const FILES = 16
const FILE_BYTES = 64 * MB
const GROWTH_LIMIT_MB = 64

/** Loaded before the command: writes its peak RSS to stderr as it exits, however it exits. */
const PEAK_REPORTER = `data:text/javascript,${encodeURIComponent(
  `import fs from 'node:fs'
process.on('exit', () => {
  const peak = /VmHWM:\\s+(\\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]
  fs.writeSync(2, '\\nPEAK_RSS_KB ' + peak + '\\n')
})`,
)}`

interface Run {
  code: number | null
  output: string
  peakMb: number
  ms: number
}

/** `backup --out FILE` or `restore FILE` on the site in `dataDir`, with its peak RSS. */
function runCommand(dataDir: string, args: string[]): Promise<Run> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', PEAK_REPORTER, '--import', 'tsx', 'api/backup-command.ts', ...args],
    {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: path.join(dataDir, 'infinaeon.db'),
        MEDIA_STORE: 'local',
        SEED_DEMO: '0',
      },
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      const peak = /PEAK_RSS_KB (\d+)/.exec(output)?.[1]
      if (!peak) return reject(new Error(`no peak RSS reported:\n${output}`))
      resolve({ code, output, peakMb: Number(peak) / 1024, ms: performance.now() - started })
    })
  })
}

/** The command, which must succeed. */
async function succeeded(dataDir: string, args: string[]): Promise<Run> {
  const run = await runCommand(dataDir, args)
  expect(run.code, run.output).toBe(0)
  return run
}

/** What a failure says: both peaks, and how long the large run took. */
const figures = (what: string, large: Run, small: Run) =>
  `${what}: peak RSS ${large.peakMb.toFixed(1)} MB over 1 GB of media (in ${(large.ms / 1000).toFixed(1)} s), ${small.peakMb.toFixed(1)} MB over an almost empty site`

/** A site of one story and `files` tracks, each with an audio file of `bytes`, stored as the media store names them. */
async function makeSite(dataDir: string, files: number, bytes: number): Promise<void> {
  const names = Array.from({ length: files }, () => writeUniqueAudio(path.join(dataDir, 'media', 'audio'), bytes))
  const db = await connect(path.join(dataDir, 'infinaeon.db'))
  try {
    await db.transaction().execute(async (trx) => {
      await addPlainStory(trx, randomUUID(), 'The Weight of Songs')
      for (const [i, name] of names.entries()) await addStoredTrack(trx, name, `Track ${i + 1}`)
    })
  } finally {
    await db.destroy()
  }
}

// Some 7 GB read and written: the default pass alone (*.once.test.ts, see vite.config.ts).
describe('backup and restore of 1 GB of media', () => {
  let root = ''
  const site = (name: string) => path.join(root, name)
  const archive = (name: string) => path.join(root, 'archives', `${name}.tar`)

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-backup-memory-'))
    await makeSite(site('small'), 1, 64 * 1024)
    await makeSite(site('large'), FILES, FILE_BYTES)
  }, 120_000)

  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('backs up with the RSS growing by at most 64 MB', async () => {
    const small = await succeeded(site('small'), ['backup', '--out', archive('small')])
    const large = await succeeded(site('large'), ['backup', '--out', archive('large')])
    expect(large.output).toContain(`1 story, ${FILES} tracks, ${FILES} media files`)
    expect(fs.statSync(archive('large')).size).toBeGreaterThan(FILES * FILE_BYTES)
    const growth = large.peakMb - small.peakMb
    expect(growth, figures('backup', large, small)).toBeLessThanOrEqual(GROWTH_LIMIT_MB)
  }, 300_000)

  it('restores with the RSS growing by at most 64 MB', async () => {
    // The archives the test before wrote (written here when it was left out).
    for (const name of ['small', 'large'])
      if (!fs.existsSync(archive(name)))
        expect((await runCommand(site(name), ['backup', '--out', archive(name)])).code).toBe(0)
    const small = await succeeded(site('small-restored'), ['restore', archive('small')])
    const large = await succeeded(site('large-restored'), ['restore', archive('large')])
    expect(large.output).toContain(`Restored 1 story, ${FILES} tracks, ${FILES} media files`)
    const restored = fs.readdirSync(path.join(site('large-restored'), 'media', 'audio')).sort()
    expect(restored).toEqual(fs.readdirSync(path.join(site('large'), 'media', 'audio')).sort())
    for (const name of restored)
      expect(fs.statSync(path.join(site('large-restored'), 'media', 'audio', name)).size).toBe(FILE_BYTES)
    const growth = large.peakMb - small.peakMb
    expect(growth, figures('restore', large, small)).toBeLessThanOrEqual(GROWTH_LIMIT_MB)
  }, 300_000)
})
