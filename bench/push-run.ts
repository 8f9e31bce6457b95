// Only the P7 rows (`npx tsx bench/push-run.ts`), for changes to the push queue: the full bench
// takes far longer. Same setup as bench/run.ts gives them: the seeded stories, the server and the
// push service each in their own process. Prints the rows; writes nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pushFigures } from './push-figures.ts'
import { startPushService } from './push-service.ts'
import { renderReport } from './report.ts'
import { seedStories } from './seed.ts'
import { startServer } from './server.ts'

const SERVER_PORT = 8401
const PUSH_SERVICE_PORT = 8403

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-bench-push-'))
const dataDir = path.join(workDir, 'data')
const databaseFile = path.join(dataDir, 'infinaeon.db')
try {
  fs.mkdirSync(dataDir, { recursive: true })
  await seedStories(databaseFile)
  const push = await startPushService(PUSH_SERVICE_PORT)
  const server = await startServer({
    port: SERVER_PORT,
    dataDir,
    staticDir: undefined,
    env: { PUSH_EXTRA_HOSTS: push.host },
  })
  try {
    console.log(renderReport(await pushFigures(server.origin, push, databaseFile)))
  } finally {
    await server.stop()
    await push.stop()
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true })
}
