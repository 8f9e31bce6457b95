// The documents tell the truth about the tree: every file or folder they name in backticks exists,
// and the README's Layout names every folder the repository holds.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const DOCUMENTS = ['README.md', 'ARCHITECTURE.md', 'docs/app.md', 'docs/api.md', 'docs/backups.md', 'bench/README.md']
/** Made by a build or a run, never in the repository. */
const MADE = /^(\.\/)?(dist|dist-server|data|DATA_DIR|node_modules|test-results|coverage)(\/|$)/
/** Media types look like paths. */
const MEDIA_TYPE = /^(text|image|audio|video|application)\/[\w.+-]+$/
/** A path as the documents write one: a folder and a name, no placeholders or globs. */
const PATH = /^[.a-z][\w.-]*\/[\w./$-]*$/i

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((p) => PATH.test(p) && !MADE.test(p) && !MEDIA_TYPE.test(p) && !p.startsWith('.ci/run '))
}

/** The folders git holds (tracked files' folders and their parents). */
function trackedFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  const folders = new Set<string>()
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir)
  }
  return [...folders].sort()
}

describe('the documents', () => {
  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    const missing = namedPaths(read(document)).filter((p) => !fs.existsSync(path.join(root, p)))
    expect(missing).toEqual([])
  })

  it("the README's Layout names every folder of the tree", () => {
    const readme = read('README.md')
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1))
    // A folder is named by its whole path, or by its last part indented under its parent's line.
    const lines = layout.split('\n')
    const named = new Set<string>()
    const stack: Array<{ indent: number; dir: string }> = []
    for (const line of lines) {
      const match = /^(\s*)([.\w$-]+(?:\/[.\w$-]+)*)\/(?:\s|$)/.exec(line)
      if (!match) continue
      const indent = match[1]!.length
      while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop()
      const dir = stack.length > 0 ? `${stack[stack.length - 1]!.dir}/${match[2]}` : match[2]!
      named.add(dir)
      stack.push({ indent, dir })
    }
    expect(trackedFolders().filter((dir) => !named.has(dir))).toEqual([])
  })

  it('the README stays under 250 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(250)
  })
})
