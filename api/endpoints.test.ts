// The server's routes and the endpoint table (contract/api.ts) are the same list: a route the
// table lacks, or a table entry no route serves, fails here.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { API } from '../contract/api.ts'
import { buildApp, type App } from './app.ts'
import { loadConfig } from './config.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-endpoints-'))
let app: App | undefined
afterAll(async () => {
  await app?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Routes that are not calls of the contract: the API's own description. */
const isDescription = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/')

describe('the endpoint table', () => {
  it('lists exactly the API routes the server serves', async () => {
    const served: string[] = []
    app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' }, { adminPassword: 'x', staticDir: undefined }),
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) {
            if (method !== 'HEAD' && route.url.startsWith('/api') && !isDescription(route.url))
              served.push(`${method} ${route.url}`)
          }
        },
      },
    )
    await app.ready()
    const table = Object.values(API).map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(served.sort()).toEqual(table.sort())
  })

  it('names every call once', () => {
    const keys = Object.values(API).map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
