// `npm start`: builds the web app and its first-screen renderer when missing or older than their sources, then runs
// the server. One command on a fresh machine.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['app', 'sw', 'db/schema', 'db/local', 'vite.config.ts', 'workbox.config.ts']

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

// The server's renderer is built last: the build is whole when it is there and newer than the sources.
const bundle = path.join('dist', '.server', 'entry-server.js')
const builtAt = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the web app…')
  execSync('npm run build', { stdio: 'inherit' })
}
await import('./server.ts')
