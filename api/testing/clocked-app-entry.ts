// A second API process for tests, with a clock of its own that the test moves: the app built from
// the environment (its database shared with the test's), driven by lines on stdin. `set <ISO>`
// moves the clock; `tick` releases what is due by it and answers `ticked <n>`; every answer is one
// line. It does not listen and sends no pushes; the test asks what it did through the database.
import readline from 'node:readline'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { testClock } from './test-clock.ts'

const clock = testClock(process.env.CLOCK_START)
const app = await buildApp(loadConfig(), { now: clock.now })
// Its push queue never starts: the test's own app sends what any process queued (a queue starting
// would also take back, as interrupted, what another process is sending).
app.pushQueue.start = async () => {}
await app.ready()
console.log('ready')

const answer = async (line: string): Promise<string> => {
  const [command, argument] = line.trim().split(' ')
  if (command === 'set') {
    clock.set(argument!)
    return 'set'
  }
  if (command === 'tick') return `ticked ${await app.releaseWorker.tick()}`
  return `unknown ${command}`
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  console.log(await answer(line).catch((error: unknown) => `failed ${String(error)}`))
}
await app.close()
