// Runs a built server program with node alone (no TypeScript at run time): `npm start` runs the
// server, `npm run backup` / `npm run restore` the backup command. It builds only when nothing is
// built yet (a fresh clone), so one command works on a fresh machine; after that a build happens
// when asked (`npm run build`), never behind a deploy's back: a source file newer than the build (a
// checkout, a copy) does not make a pruned install reach for a bundler it no longer has. Plain
// JavaScript, so node runs it as it is.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** Each is written last in its build: a build is there when all are. */
const BUILT = [
  path.join('dist', '.server', 'entry-server.js'),
  path.join('dist-server', 'server.js'),
  path.join('dist-server', 'backup-command.js'),
]

export async function runBuilt(program) {
  if (!BUILT.every((file) => fs.existsSync(file))) {
    if (!fs.existsSync(path.join('node_modules', 'vite'))) {
      console.error('Nothing is built and the build tools are not installed: run `npm ci && npm run build` first.')
      process.exit(1)
    }
    console.log('Building the web app and the server (first start)…')
    execSync('npm run build', { stdio: 'inherit' })
  }
  await import(`../dist-server/${program}.js`)
}
