// `npm start`: builds the web app, its first-screen renderer and the server when they are missing
// or older than their sources, then runs the built server with node alone (no TypeScript at run
// time). One command on a fresh machine. Plain JavaScript, so node runs it as it is.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['app', 'sw', 'api', 'db', 'vite.config.ts', 'vite.server.config.ts', 'workbox.config.ts']
const BUILT = [path.join('dist', '.server', 'entry-server.js'), path.join('dist-server', 'server.js')]

/** @param {string} entry */
function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

// Each output is written last in its build: the build is whole when both are newer than the sources.
const builtAt = Math.min(...BUILT.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)))
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the web app and the server…')
  execSync('npm run build', { stdio: 'inherit' })
}
await import('../dist-server/server.js')
