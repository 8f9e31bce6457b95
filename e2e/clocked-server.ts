// The real server over the built app with a clock the test moves (issue 61's release day): the
// demo universe, the e2e admin password, push sent to a local push service, and its release
// worker's clock set and ticked from the test. api/testing/clocked-app-entry.ts is the process;
// api/server.ts stays free of any switch for tests.
import path from 'node:path'
import { runClockedEntry } from '../api/testing/clocked-process.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'

export interface ClockedServer {
  origin: string
  /** Moves the server's clock to this instant (releases and push retries go by it). */
  set(at: Date | string): Promise<void>
  /** Releases what is due by the server's clock now; answers how many stories. */
  tick(): Promise<number>
  stop(): Promise<void>
}

/** Starts it on 127.0.0.1:`port` over `dataDir` (a fresh folder: the demo is seeded there), its clock at `start`. */
export async function startClockedServer(options: {
  port: number
  dataDir: string
  /** host:port of the local push service its web-push may reach (FakePushService.host). */
  pushHost: string
  start: Date
}): Promise<ClockedServer> {
  const clocked = await runClockedEntry({
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    // The file in DATA_DIR, whatever the shell points the API tests at.
    DATABASE_URL: '',
    MEDIA_STORE: 'local',
    STATIC_DIR: process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist'),
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    SEED_DEMO: '1',
    PUSH_EXTRA_HOSTS: options.pushHost,
    CLOCK_START: options.start.toISOString(),
  })
  const ask = async (command: string, answer: RegExp) => {
    const line = await clocked.ask(command)
    const match = line.match(answer)
    if (!match) throw new Error(`the clocked server answered "${line}" to "${command}"`)
    return match
  }
  return {
    origin: `http://127.0.0.1:${options.port}`,
    set: async (at) => {
      await ask(`set ${new Date(at).toISOString()}`, /^set$/)
    },
    tick: async () => Number((await ask('tick', /^ticked (\d+)$/))[1]),
    stop: () => clocked.stop(),
  }
}
