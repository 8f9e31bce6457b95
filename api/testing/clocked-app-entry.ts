// A second API process for tests, with a clock of its own that the test moves: the app built from
// the environment, driven by lines on stdin. `set <ISO>` moves the clock; `tick` releases what is
// due by it and answers `ticked <n>`; every answer is one line. Without PORT it does not listen and
// sends no pushes (the API tests share its database and ask it through that); with PORT it is the
// whole server as api/server.ts runs it (demo seeded unless SEED_DEMO=0, push queue running) for the
// browser tests (e2e/clocked-server.ts).
import fs from 'node:fs'
import readline from 'node:readline'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { testClock } from './test-clock.ts'

const isListening = Boolean(process.env.PORT)
const config = loadConfig()
fs.mkdirSync(config.dataDir, { recursive: true })
const clock = testClock(process.env.CLOCK_START)
const app = await buildApp(config, { now: clock.now })
if (isListening) {
  if (config.seedDemo) await seedDemo(app)
  await app.listen({ port: config.port, host: config.host })
} else {
  // Its push queue never starts: the test's own app sends what any process queued (a queue starting
  // would also take back, as interrupted, what another process is sending).
  app.pushQueue.start = async () => {}
  await app.ready()
}
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
