// Starts the real server for the HTTP figures in its own process (so the load generator does not
// share its event loop) on 127.0.0.1, with the seeded data folder and, when built, the web app.
import { fork } from 'node:child_process'
import path from 'node:path'
import { nextMessage, stopChild } from './child-process.ts'
import type { FromServer, ToServer } from './server-messages.ts'

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password'

export interface BenchServer {
  origin: string
  /** Starts sampling the server's RSS; resolves once sampling runs. */
  watchRss: () => Promise<void>
  /** Stops sampling: the RSS when it started and the highest seen since. */
  reportRss: () => Promise<{ startRss: number; peakRss: number }>
  stop: () => Promise<void>
}

export interface ServerOptions {
  port: number
  dataDir: string
  staticDir: string | undefined
  env?: Record<string, string>
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const child = fork(path.join(import.meta.dirname, 'server-entry.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      // A folder without index.html: the server runs API-only (api/plugins/web-app.ts).
      STATIC_DIR: options.staticDir ?? options.dataDir,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await nextMessage<FromServer, 'ready'>(child, 'ready')
  const send = (message: ToServer) => child.send(message)
  return {
    origin: `http://127.0.0.1:${options.port}`,
    watchRss: async () => {
      const started = nextMessage<FromServer, 'watching-rss'>(child, 'watching-rss')
      send({ type: 'watch-rss' })
      await started
    },
    reportRss: async () => {
      const report = nextMessage<FromServer, 'rss'>(child, 'rss')
      send({ type: 'report-rss' })
      const { startRss, peakRss } = await report
      return { startRss, peakRss }
    },
    stop: () => stopChild(child),
  }
}
