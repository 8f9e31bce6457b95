// A server of the journeys' own: the real one (as production runs it) on a free port with a fresh
// data folder and the demo universe, which a journey may stop (offline, for real: nothing answers)
// and start again on the same address, with the same build or another.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './processes.ts'
import { startServer, type RunningServer } from '../own-server.ts'
import { E2E_ADMIN_PASSWORD, serverEnv } from '../servers.ts'

const DIST = process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../../dist')

export interface AppServer {
  origin: string
  dataDir: string
  /** Where the server may send pushes (a journey's fake push service listens there). */
  pushPort: number
  /** Stops answering (connections refused), as a phone without a network sees it. */
  stop(): Promise<void>
  /** Answers again, on the same address and data; `staticDir`: another build of the app. */
  start(staticDir?: string): Promise<void>
  /** Calls the API as the admin (JSON in and out). */
  adminCall<T = unknown>(method: string, pathname: string, body?: unknown): Promise<T>
}

export async function appServer(): Promise<AppServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'engine-'))
  const pushPort = await freePort()
  const env = serverEnv({ port, origin, pushPort, dataDir })
  let running: RunningServer | undefined
  const server: AppServer = {
    origin,
    dataDir,
    pushPort,
    async stop() {
      await running?.stop()
      running = undefined
    },
    async start(staticDir = DIST) {
      running = await startServer({ port, dataDir, staticDir, env, built: true })
    },
    async adminCall(method, pathname, body) {
      const res = await fetch(`${origin}${pathname}`, {
        method,
        headers: {
          'x-admin-password': E2E_ADMIN_PASSWORD,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`)
      return (res.status === 204 ? undefined : await res.json()) as never
    },
  }
  await server.start()
  return server
}
