// Starts clocked-app-entry.ts as a child process and talks to it a line at a time: a second API
// process on the test app's database, or (e2e/clocked-server.ts) a whole listening server.
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import type { Config } from '../config.ts'

const REPO = path.resolve(import.meta.dirname, '../..')
let started = 0

export interface ClockedProcess {
  /** Sends one command and resolves with its one-line answer. */
  ask(command: string): Promise<string>
  /** Ends its stdin (it closes its app) and waits for it to exit. */
  stop(): Promise<void>
}

/** A second process on the test app's database (its own media folder), its clock at `start`. */
export function startClockedProcess(config: Config, start: Date): Promise<ClockedProcess> {
  return runClockedEntry({
    DATA_DIR: path.join(config.dataDir, `process-${++started}`),
    DATABASE_URL: config.databaseUrl,
    ADMIN_PASSWORD: config.adminPassword ?? '',
    MEDIA_STORE: 'local',
    SEED_DEMO: '0',
    // Set only to listen: one inherited from the shell would start a server.
    PORT: '',
    CLOCK_START: start.toISOString(),
  })
}

/** The entry with `env` over this process's environment; resolves once it answers `ready`. */
export async function runClockedEntry(env: Record<string, string>): Promise<ClockedProcess> {
  const child = spawn(path.join(REPO, 'node_modules/.bin/tsx'), ['api/testing/clocked-app-entry.ts'], {
    cwd: REPO,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]()
  const next = async () => {
    const line = await lines.next()
    if (line.done) throw new Error('the clocked process ended')
    return line.value
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  if ((await next()) !== 'ready') throw new Error('the clocked process did not start')
  let queue = Promise.resolve('')
  const clocked: ClockedProcess = {
    ask: (command) => {
      queue = queue.then(() => {
        child.stdin!.write(`${command}\n`)
        return next()
      })
      return queue
    },
    stop: async () => {
      child.stdin!.end()
      await exited
    },
  }
  return clocked
}
