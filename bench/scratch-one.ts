// scratch: one kind of visit, traced. KIND=before|after CONTROL=admin BIG=1
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server.ts'
import { seedStories } from './seed.ts'
import * as taps from './first-taps.ts'
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taps-scratch-'))
const dataDir = path.join(workDir, 'data'); fs.mkdirSync(dataDir, { recursive: true })
const big = process.env.BIG === '1'
if (big) await seedStories(path.join(dataDir, 'infinaeon.db'))
const server = await startServer({ port: 8616, dataDir, staticDir: process.env.STATIC ?? path.resolve('dist'), env: { SEED_DEMO: big ? '0' : '1' } })
try {
  for (let i = 0; i < Number(process.env.N ?? 1); i++) {
    const r = await (taps as any)[process.env.KIND === 'after' ? 'afterPicker' : 'beforeHydration'](server.origin, process.env.CONTROL ?? 'admin')
    console.log(JSON.stringify(r).slice(0, 400))
  }
} finally { await server.stop(); fs.rmSync(workDir, { recursive: true, force: true }) }
