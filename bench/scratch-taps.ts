import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server.ts'
import { firstTapsFigures } from './first-taps.ts'
import { renderReport } from './report.ts'
import { seedStories } from './seed.ts'

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taps-scratch-'))
fs.cpSync('dist', path.join(workDir, 'dist'), { recursive: true })
const big = process.env.BIG === '1'
const dataDir = path.join(workDir, 'data'); fs.mkdirSync(dataDir, { recursive: true })
if (big) { fs.mkdirSync(dataDir, { recursive: true }); const t = performance.now(); await seedStories(path.join(dataDir, 'infinaeon.db')); console.log('seeded in', performance.now() - t) }
const server = await startServer({ port: 8611, dataDir, staticDir: path.join(workDir, 'dist'), env: { SEED_DEMO: big ? '0' : '1' } })
try {
  const rows = await firstTapsFigures(server.origin, big ? '10k' : 'demo', Number(process.env.RUNS ?? 1))
  console.log(renderReport(rows))
} finally {
  await server.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
