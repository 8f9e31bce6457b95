// The bench's server process: the real app (api/app.ts) on the port and data folder bench/server.ts
// chose, listening like api/server.ts. It also answers the parent's questions about its own memory,
// so the upload figure measures the server's RSS from inside the server.
import { buildApp } from '../api/app.ts'
import { loadConfig } from '../api/config.ts'
import { seedDemo } from '../api/seed/seed-demo.ts'
import type { FromServer, ToServer } from './server-messages.ts'

const RSS_SAMPLE_MS = 5

const config = loadConfig()
const app = await buildApp(config)
// The first taps' demo server (SEED_DEMO=1) starts on the demo universe, as api/server.ts does.
if (config.seedDemo) await seedDemo(app)
await app.listen({ port: config.port, host: config.host })

const send = (message: FromServer) => process.send!(message)
let watch: { timer: NodeJS.Timeout; startRss: number; peakRss: number } | undefined

process.on('message', (message: ToServer) => {
  if (message.type === 'watch-rss') {
    clearInterval(watch?.timer)
    const startRss = process.memoryUsage().rss
    const sample = () => {
      watch!.peakRss = Math.max(watch!.peakRss, process.memoryUsage().rss)
    }
    watch = { timer: setInterval(sample, RSS_SAMPLE_MS), startRss, peakRss: startRss }
    send({ type: 'watching-rss' })
  } else if (message.type === 'report-rss' && watch) {
    clearInterval(watch.timer)
    send({ type: 'rss', startRss: watch.startRss, peakRss: Math.max(watch.peakRss, process.memoryUsage().rss) })
    watch = undefined
  } else if (message.type === 'stop') {
    void app.close().then(() => process.exit(0))
  }
})
// The bench stopped without asking (an error, Ctrl-C): never outlive it.
process.on('disconnect', () => process.exit(0))
send({ type: 'ready' })
