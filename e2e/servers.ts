// The servers the browser tests run against: one per Playwright worker, each on its own port with
// its own data folder and its own local push service port, so two workers never see each other's
// writes. playwright.config.ts starts them; e2e/test.ts hands each worker its own.
import os from 'node:os'
import path from 'node:path'

/** Overridable so two checkouts (or two people's builds) can run their browser tests side by side. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8190)
/** Ports a server takes: its own and its push service's; the own-server tests use 8192–8194. */
const PORTS_PER_SERVER = 10
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password'

/** Two on a machine of two cores: most of a browser test's time is spent waiting, not computing. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism()))

// Set once by the runner and inherited by its workers (a test may open its server's database).
const dataRoot = process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `infinaeon-e2e-${process.pid}`)

export interface E2EServer {
  port: number
  origin: string
  /** The local push service of the push tests; this server accepts subscriptions to it. */
  pushPort: number
  dataDir: string
}

export function e2eServer(index: number): E2EServer {
  const port = FIRST_PORT + PORTS_PER_SERVER * index
  return { port, origin: `http://127.0.0.1:${port}`, pushPort: port + 1, dataDir: path.join(dataRoot, String(index)) }
}

export const E2E_SERVERS = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index))
