// Benchmarks (npm run bench): each figure holds ours against a baseline measured in the same run
// and reports the ratio, so results compare across machines. Seeds 10,000 stories once into a temp
// data folder, starts the real server on it, prints one table and writes it to bench/results.md.
// Never run as part of the tests; goals are reported, never asserted.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connect } from '../db/server/connect.ts'
import { apiFigures } from './api-figures.ts'
import { MB, seedMediaMp3 } from './audio-file.ts'
import { backupFigures } from './backup.ts'
import { chromiumFigures } from './chromium-sync.ts'
import { firstTapsFigures } from './first-taps.ts'
import { engineQueryFigures, engineRouteFigures } from './engine-figures.ts'
import { fileServingFigures } from './file-serving.ts'
import { pagePreviewFigure, pushFanOutFigures, syncPullFigure } from './in-process.ts'
import { startBenchPostgres } from './postgres.ts'
import { pushFigures } from './push-figures.ts'
import { pushFollowFigures } from './push-follow-figures.ts'
import { startPushService } from './push-service.ts'
import { attempt, renderReport, type Row } from './report.ts'
import { browserEngineFigures } from './browser-engines.ts'
import { seedStories, STORY_COUNT } from './seed.ts'
import { CHROMIUM } from './chromium-profile.ts'
import { serverStartFigures } from './server-start.ts'
import { startServer } from './server.ts'
import { uploadFigures } from './upload.ts'

/** `BENCH_PORT` moves the bench's five ports (8401–8405 unless set), so it can run beside other servers. */
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 8401)
const SERVER_PORT = FIRST_PORT
const NGINX_PORT = FIRST_PORT + 1
const PUSH_SERVICE_PORT = FIRST_PORT + 2
const POSTGRES_SERVER_PORT = FIRST_PORT + 3
const DEMO_SERVER_PORT = FIRST_PORT + 4
const RANGE_FILE_BYTES = 64 * MB
const ROOT = path.resolve(import.meta.dirname, '..')
const BUILT_APP = process.env.BUILD_OUT_DIR ?? path.join(ROOT, 'dist')
const RESULTS = path.join(import.meta.dirname, 'results.md')

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-bench-'))
const dataDir = path.join(workDir, 'data')
const databaseFile = path.join(dataDir, 'infinaeon.db')
const hasApp = fs.existsSync(path.join(BUILT_APP, 'index.html'))
// Served from a copy taken now, so a build during the run cannot change the files under the servers.
const servedApp = path.join(workDir, 'dist')
if (hasApp) fs.cpSync(BUILT_APP, servedApp, { recursive: true })
const rows: Row[] = []
/** The machine is shared: every written result says how busy it was. */
const loadAtStart = os.loadavg()[0]!.toFixed(1)

/** Issue 15: list, sync and search on PostgreSQL beside SQLite, on the same stories. */
async function engineFigures(): Promise<Row[]> {
  const postgres = await startBenchPostgres()
  if (typeof postgres === 'string') return [{ name: 'PostgreSQL vs SQLite', reason: postgres }]
  try {
    console.log(`Seeding ${STORY_COUNT.toLocaleString('en')} stories into PostgreSQL…`)
    await seedStories(postgres.url)
    const [sqliteDb, postgresDb] = [await connect(databaseFile), await connect(postgres.url)]
    const rows = await attempt('list, sync and search queries on both engines', () =>
      engineQueryFigures(sqliteDb, postgresDb),
    ).finally(async () => {
      await sqliteDb.destroy()
      await postgresDb.destroy()
    })
    const sqliteServer = await startServer({ port: SERVER_PORT, dataDir, staticDir: undefined })
    const postgresServer = await startServer({
      port: POSTGRES_SERVER_PORT,
      dataDir: path.join(workDir, 'postgres-data'),
      staticDir: undefined,
      env: { DATABASE_URL: postgres.url },
    })
    try {
      return [
        ...rows,
        ...(await attempt('list and sync over HTTP on both engines', () =>
          engineRouteFigures({ sqlite: sqliteServer.origin, postgres: postgresServer.origin }),
        )),
      ]
    } finally {
      await sqliteServer.stop()
      await postgresServer.stop()
    }
  } finally {
    await postgres.stop()
  }
}

async function serverFigures(audioPath: string): Promise<Row[]> {
  const push = await startPushService(PUSH_SERVICE_PORT)
  // The upload runs first, on a fresh server, so its memory figure starts from a small heap.
  const server = await startServer({
    port: SERVER_PORT,
    dataDir,
    staticDir: hasApp ? servedApp : undefined,
    env: { MAX_AUDIO_MB: '101', PUSH_EXTRA_HOSTS: push.host },
  })
  const site = {
    port: NGINX_PORT,
    audioDir: path.join(dataDir, 'media', 'audio'),
    staticDir: hasApp ? servedApp : undefined,
  }
  try {
    return [
      ...(await attempt('P9 100 MB audio upload', () => uploadFigures(server, workDir))),
      ...(await attempt('P1 and P2 API figures', () => apiFigures(server.origin))),
      ...(await attempt('P3 file serving vs nginx', () =>
        fileServingFigures(server.origin, site, audioPath, RANGE_FILE_BYTES),
      )),
      ...(await attempt('P6 and P8 in Chromium', () => chromiumFigures(server.origin, hasApp))),
      // Last: it publishes two stories.
      ...(await attempt('P7 push fan-out', () => pushFigures(server.origin, push, databaseFile))),
    ]
  } finally {
    await server.stop()
    await push.stop()
  }
}

/** Issue 59: a publish to 10,000 subscriptions of which 1,000 follow the series, vs sending 1,000. */
async function followFigures(): Promise<Row[]> {
  const push = await startPushService(PUSH_SERVICE_PORT)
  try {
    return await attempt('push to followers', () => pushFollowFigures(push, workDir, [SERVER_PORT, DEMO_SERVER_PORT]))
  } finally {
    await push.stop()
  }
}

/**
 * Issue 55: the phone's first taps (first-taps.ts), on the demo universe (a server of its own on a
 * fresh data folder) and on the 10,000 seeded stories (the bench's server, `dataDir`, seeded).
 */
async function firstTaps(): Promise<Row[]> {
  const name = 'First taps in Chromium'
  if (!fs.existsSync(CHROMIUM))
    return [{ name, reason: `${CHROMIUM} is missing (the bench never downloads browsers).` }]
  if (!hasApp) return [{ name, reason: 'dist/ is missing (run npm run build): the bench does not build.' }]
  const demoDir = path.join(workDir, 'demo-data')
  fs.mkdirSync(demoDir, { recursive: true })
  const demo = await startServer({
    port: DEMO_SERVER_PORT,
    dataDir: demoDir,
    staticDir: servedApp,
    env: { SEED_DEMO: '1' },
  })
  const rows = await attempt(`${name}, the demo`, () => firstTapsFigures(demo.origin, 'the demo')).finally(() =>
    demo.stop(),
  )
  const seeded = await startServer({ port: SERVER_PORT, dataDir, staticDir: servedApp })
  return [
    ...rows,
    ...(await attempt(`${name}, ${STORY_COUNT.toLocaleString('en')} stories`, () =>
      firstTapsFigures(seeded.origin, `${STORY_COUNT.toLocaleString('en')} stories`),
    ).finally(() => seeded.stop())),
  ]
}

/** Issue 55: WebKit and Firefox beside Chromium (browser-engines.ts), on a demo server of the engine journeys' own. */
async function browserEngines(): Promise<Row[]> {
  const name = 'WebKit and Firefox beside Chromium'
  if (!hasApp) return [{ name, reason: 'dist/ is missing (run npm run build): the bench does not build.' }]
  return attempt(name, () => browserEngineFigures(servedApp, path.join(workDir, 'engines')))
}

/**
 * `BENCH_ONLY=chromium`: only the figures measured in Chromium (the phone's), on the same seeded server; `start`: only
 * the server's start; `http`: only the HTTP figures; `taps`: only the phone's first taps (issue 55); `engines`: only
 * WebKit and Firefox beside Chromium (issue 55); `backup`: only a backup against tar (issue 58); `follows`: only a
 * publish to followers against sending as many (issue 59).
 */
const only = process.env.BENCH_ONLY

try {
  if (only === 'start')
    rows.push(...(await attempt('server start', () => serverStartFigures(hasApp ? servedApp : undefined))))
  else if (only === 'chromium') {
    fs.mkdirSync(dataDir, { recursive: true })
    await seedStories(databaseFile)
    const server = await startServer({ port: SERVER_PORT, dataDir, staticDir: hasApp ? servedApp : undefined })
    try {
      rows.push(...(await attempt('P6 and P8 in Chromium', () => chromiumFigures(server.origin, hasApp))))
    } finally {
      await server.stop()
    }
  } else if (only === 'http') {
    fs.mkdirSync(dataDir, { recursive: true })
    await seedStories(databaseFile)
    rows.push(
      ...(await attempt('HTTP figures (the bench server)', () =>
        serverFigures(seedMediaMp3(dataDir, RANGE_FILE_BYTES)),
      )),
    )
  } else if (only === 'taps') {
    fs.mkdirSync(dataDir, { recursive: true })
    await seedStories(databaseFile)
    rows.push(...(await firstTaps()))
  } else if (only === 'engines') rows.push(...(await browserEngines()))
  else if (only === 'backup') rows.push(...(await attempt('backup vs tar', () => backupFigures(workDir))))
  else if (only === 'follows') rows.push(...(await followFigures()))
  else await allFigures()
} finally {
  fs.rmSync(workDir, { recursive: true, force: true })
}

async function allFigures(): Promise<void> {
  rows.push(...(await attempt('server start', () => serverStartFigures(hasApp ? servedApp : undefined))))
  console.log(`Seeding ${STORY_COUNT.toLocaleString('en')} stories into ${dataDir}…`)
  fs.mkdirSync(dataDir, { recursive: true })
  await seedStories(databaseFile)
  const audioPath = seedMediaMp3(dataDir, RANGE_FILE_BYTES)
  const db = await connect(databaseFile)
  try {
    rows.push(...(await attempt('full sync pull', () => syncPullFigure(db))))
    rows.push(...(await attempt('link-preview head', () => pagePreviewFigure(db))))
  } finally {
    await db.destroy()
  }
  rows.push(...(await attempt('push fan-out', pushFanOutFigures)))
  rows.push(...(await attempt('backup vs tar', () => backupFigures(workDir))))
  rows.push(...(await attempt('PostgreSQL beside SQLite', engineFigures)))
  rows.push(...(await attempt('HTTP figures (the bench server)', () => serverFigures(audioPath))))
  rows.push(...(await followFigures()))
  rows.push(...(await firstTaps()))
  rows.push(...(await browserEngines()))
}

const machine = `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`
const report = renderReport(rows)
console.log(`\n${report}`)
const written = `on ${new Date().toISOString().slice(0, 10)} (${machine}; load average ${loadAtStart}→${os.loadavg()[0]!.toFixed(1)})`
if (!only) {
  fs.writeFileSync(RESULTS, `# Benchmark results\n\nWritten by \`npm run bench\` ${written}.\n\n${report}`)
  console.log(`Written to ${path.relative(ROOT, RESULTS)}`)
} else {
  // A part run alone keeps a section of its own after the whole run's table, replaced by its next run.
  const heading = `## \`BENCH_ONLY=${only}\``
  const before = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '# Benchmark results\n'
  const start = before.indexOf(`\n${heading}\n`)
  const next = start < 0 ? -1 : before.indexOf('\n## ', start + heading.length + 1)
  const kept = start < 0 ? before.trimEnd() : (before.slice(0, start) + (next < 0 ? '' : before.slice(next))).trimEnd()
  fs.writeFileSync(RESULTS, `${kept}\n\n${heading}\n\nWritten ${written}.\n\n${report}`)
  console.log(`Written to ${path.relative(ROOT, RESULTS)}, section ${heading}`)
}
