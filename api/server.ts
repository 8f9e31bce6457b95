// The only file that listens: builds the app from the environment, seeds the demo universe on
// first start, prints where it runs (and the generated admin password, once), and shuts down cleanly.
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { seedDemo } from './seed/seed-demo.ts'
import fs from 'node:fs'

const config = loadConfig()
fs.mkdirSync(config.dataDir, { recursive: true })
// LOG_LEVEL: fatal, error, warn, info (the default), debug, trace, or silent for none.
const level = process.env.LOG_LEVEL || 'info'
const app = await buildApp(config, { logger: level !== 'silent' && { level } })

if (config.seedDemo) await seedDemo(app)

const address = await app.listen({ port: config.port, host: config.host })
const shown = config.publicOrigin ?? address.replace('127.0.0.1', 'localhost')
// One write: whoever reads the output (a person, a test waiting for "is running at") gets it whole.
const password = app.generatedAdminPassword
  ? `  Admin password (shown only this once; set ADMIN_PASSWORD to choose your own):\n    ${app.generatedAdminPassword}\n`
  : ''
console.log(`\n  ${config.siteName} is running at ${shown}\n${password}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
