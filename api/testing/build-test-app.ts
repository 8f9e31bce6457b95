// Builds the real app on a real database (a SQLite file in a fresh temp folder, or a PostgreSQL
// schema: db/server/testing/temp-database.ts) and media store (the folder, or an S3 bucket:
// temp-bucket.ts), for inject()-based tests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type App, type BuildOptions } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import { createTempDatabase } from '../../db/server/testing/temp-database.ts'
import { createTempBucket } from './temp-bucket.ts'

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple'
export const adminHeaders = { 'x-admin-password': TEST_ADMIN_PASSWORD }

export interface TestApp {
  app: App
  config: Config
  dataDir: string
  close: () => Promise<void>
}

export async function buildTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-test-'))
  const database = await createTempDatabase(dataDir)
  const bucket = await createTempBucket()
  const config = loadConfig(
    { DATA_DIR: dataDir, SEED_DEMO: '0', DATABASE_URL: database.url },
    {
      adminPassword: TEST_ADMIN_PASSWORD,
      staticDir: undefined,
      s3: bucket.settings,
      backupIntervalHours: 0,
      ...overrides,
    },
  )
  const app = await buildApp(config, options)
  await app.ready()
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close()
      await database.drop()
      await bucket.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Real files made by other people's tools (see fixtures/README.md for where each comes from). */
export const FIXTURES = path.join(import.meta.dirname, 'fixtures')
