// For data tests: the real server on a loopback port, the app's client pointed at it, and a
// fresh local database (fake-indexeddb) for every test.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach } from 'vitest'
import { db } from '../../db/local/db.ts'
import { setApiBase } from '../../client/api-client.ts'
import { buildTestApp, type TestApp } from '../../api/testing/build-test-app.ts'
import type { Config } from '../../api/config.ts'

export function useServerAndLocalDb(config: () => Partial<Config> = () => ({})): {
  readonly server: TestApp
  readonly origin: string
} {
  let server: TestApp | undefined
  let origin = ''
  beforeEach(async () => {
    server = await buildTestApp(config())
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' })
    setApiBase(origin)
    await db.delete()
    await db.open()
  })
  afterEach(async () => {
    await server?.close()
  })
  return {
    get server() {
      return server!
    },
    get origin() {
      return origin
    },
  }
}
