// Starting the server as `npm start` does now (node alone on the built server, dist-server/server.js)
// against starting it from its TypeScript source through tsx, as `npm start` did before: the time
// from spawning node until the server says it is running, and its resident memory once started.
// Each way starts 3 times on its own data folder (the first start before them seeds the demo and is
// not counted); the medians are reported.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Row } from './report.ts'
import { median, ratioAtMost } from './report.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const BUILT_SERVER = path.join(ROOT, 'dist-server', 'server.js')
const RUNS = 3
const PORT = 8405

interface Start {
  ms: number
  rssMb: number
}

/** Starts the server once with `args`, waits until it runs, reads its memory, stops it. */
function startOnce(args: string[], dataDir: string, staticDir: string | undefined): Promise<Start> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        ...(staticDir && { STATIC_DIR: staticDir }),
        SEED_DEMO: '1',
        LOG_LEVEL: 'silent',
        ADMIN_PASSWORD: 'bench-admin',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it ran: ${output}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('is running at')) return
      const ms = performance.now() - started
      child.stdout.removeAllListeners('data')
      // Settled: what it holds once the start's work is done.
      setTimeout(() => {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
        const rssMb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024
        child.removeAllListeners('exit')
        child.once('exit', () => resolve({ ms, rssMb }))
        child.kill('SIGTERM')
      }, 1000)
    })
  })
}

async function medians(args: string[], staticDir: string | undefined): Promise<Start> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-bench-start-'))
  try {
    await startOnce(args, dataDir, staticDir)
    const runs: Start[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce(args, dataDir, staticDir))
    return { ms: median(runs.map((r) => r.ms)), rssMb: median(runs.map((r) => r.rssMb)) }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function serverStartFigures(staticDir: string | undefined): Promise<Row[]> {
  const name = 'Server start, node on the built server vs tsx on its source'
  if (!fs.existsSync(BUILT_SERVER))
    return [{ name, reason: 'dist-server/ is missing (run npm run build): the bench does not build.' }]
  const built = await medians([BUILT_SERVER], staticDir)
  const source = await medians(['--import', 'tsx', path.join(ROOT, 'api', 'server.ts')], staticDir)
  const why = `the same server, data folder (demo seeded by an uncounted first start) and build, started ${RUNS} times each way (medians): \`node dist-server/server.js\` (npm start now) against \`node --import tsx api/server.ts\` (npm start before), which compiles the TypeScript as it loads.`
  return [
    {
      name: `${name}: time until it runs`,
      unit: 'ms',
      ours: built.ms,
      baseline: source.ms,
      goals: [ratioAtMost(1)],
      why,
    },
    {
      name: `${name}: memory once started (RSS)`,
      unit: 'MB',
      ours: built.rssMb,
      baseline: source.rssMb,
      goals: [ratioAtMost(1)],
      why,
    },
  ]
}
