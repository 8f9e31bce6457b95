// `npm start`: builds the web app when the bundle is missing or older than its sources, then runs
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

const bundle = path.join('dist', 'index.html')
const builtAt = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the web app…')
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
}
await import('./server.ts')
