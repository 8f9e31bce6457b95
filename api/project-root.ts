// The project's folder (the one with package.json), found from the source and from the built server
// alike: the few files the server reads from the tree (the demo's audio, the docs' icon) are named
// from it, not from where the running file happens to sit.
import fs from 'node:fs'
import path from 'node:path'

function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}: run the server from its project.`)
  }
}

export const PROJECT_ROOT = projectRoot(import.meta.dirname)
