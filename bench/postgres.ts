// PostgreSQL for the engine figures: the server at BENCH_DATABASE_URL when set, else a throwaway
// cluster on loopback started by .ci/start-postgres (when PostgreSQL is installed here). Either
// way the bench works in a fresh schema of its own and drops it afterwards.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTempSchema } from '../db/server/testing/temp-database.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
/** Apart from the tests' cluster (54329), so a bench never stops theirs. */
const CLUSTER = { PGTEST_PORT: '54339', PGTEST_DIR: path.join(os.tmpdir(), 'infinaeon-bench-pg') }

export interface BenchPostgres {
  /** A URL whose search_path is the bench's own schema. */
  url: string
  stop: () => Promise<void>
}

/** Answers why there is no PostgreSQL to measure, as a string, when there is none. */
export async function startBenchPostgres(): Promise<BenchPostgres | string> {
  const given = process.env.BENCH_DATABASE_URL
  if (!given && !fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    return `PostgreSQL is not installed here: set BENCH_DATABASE_URL to a server, or install it (apt-get install postgresql; .ci/start-postgres does).`
  }
  const env = { ...process.env, ...CLUSTER }
  const run = (script: string) =>
    execFileSync('bash', [path.join(ROOT, '.ci', script)], { env, encoding: 'utf8' }).trim()
  const serverUrl = given ?? run('start-postgres')
  const schema = await createTempSchema(serverUrl)
  return {
    url: schema.url,
    stop: async () => {
      await schema.drop()
      if (!given) run('stop-postgres')
    },
  }
}
