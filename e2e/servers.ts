// The servers the browser tests run against: one per Playwright worker, each on its own port with
// its own data folder and its own local push service port, so two workers never see each other's
// writes. playwright.config.ts starts them; e2e/test.ts hands each worker its own, and a retried
// test one of its own (the first try's writes would otherwise be there).
import os from 'node:os'
import path from 'node:path'

/** Overridable so two checkouts (or two people's builds) can run their browser tests side by side. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8190)
/**
 * Ports of a worker's block: its server and push service, a retry's server and push service (+5, +6). The own-server
 * tests take fixed ones whatever the worker: update 8192, comment-limit and Lighthouse 8193, library-large 8194,
 * E2E_PORT + 7 restore-resync, + 8 backups, + 9 profile-secret, + 12 release-day (in the second worker's block,
 * whose own-server offsets nothing uses).
 */
const PORTS_PER_SERVER = 10
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password'

/** Two on a machine of two cores: most of a browser test's time is spent waiting, not computing. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism()))

// Set once by the runner and inherited by its workers (a test may open its server's database).
const dataRoot = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `infinaeon-e2e-${process.pid}`))

export interface E2EServer {
  port: number
  origin: string
  /** The local push service of the push tests; this server accepts subscriptions to it. */
  pushPort: number
  dataDir: string
}

/** The server of worker `index`; a retry of a test gets one of its own, on the block's later ports. */
export function e2eServer(index: number, retry = 0): E2EServer {
  const port = FIRST_PORT + PORTS_PER_SERVER * index + (retry > 0 ? 5 : 0)
  const dataDir = path.join(dataRoot, retry > 0 ? `${index}-retry-${retry}` : String(index))
  return { port, origin: `http://127.0.0.1:${port}`, pushPort: port + 1, dataDir }
}

/** How every browser-test server runs: the real one with the demo universe, its data in `dataDir`. */
export function serverEnv(server: E2EServer): Record<string, string> {
  return {
    DATA_DIR: server.dataDir,
    PORT: String(server.port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    PUSH_EXTRA_HOSTS: `127.0.0.1:${server.pushPort}`,
    // Legacy audio links point at a host the test starts on loopback.
    OUTBOUND_ALLOW_ADDRESSES: '127.0.0.1',
    // Every test posts from this one address; the limit itself has its own test and server.
    COMMENTS_PER_MINUTE: '60',
  }
}

export const E2E_SERVERS = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index))
