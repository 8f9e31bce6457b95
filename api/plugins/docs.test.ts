// /api/docs describes every call of the endpoint table, admin calls with their two proofs, and
// serves Swagger UI from this server (no third-party script, so the app's CSP holds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API } from '../../contract/api.ts'
import { ERROR_CODES } from '../../contract/error.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

describe('/api/docs', () => {
  it('describes every call of the table, and nothing else', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(doc.openapi).toMatch(/^3\./)
    const described = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const table = Object.values(API).map((e) => `${e.method} ${openApiPath(e.path)}`)
    expect(described.sort()).toEqual(table.sort())
  })

  it('shows how admin and reader profile calls prove who sends them, and which calls need it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['adminSession', 'adminPassword', 'deviceSecret'])
    for (const endpoint of Object.values(API)) {
      const operation = doc.paths[openApiPath(endpoint.path)][endpoint.method.toLowerCase()]
      expect(operation.summary, endpoint.path).toBe(endpoint.summary)
      expect(operation.security, `${endpoint.method} ${endpoint.path}`).toEqual(
        'admin' in endpoint
          ? [{ adminSession: [] }, { adminPassword: [] }]
          : 'profile' in endpoint
            ? [{ deviceSecret: [] }]
            : undefined,
      )
    }
  })

  it('lists every error code once, in the error shape every call answers with', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(doc.components.schemas.ApiError.properties.code.enum).toEqual([...ERROR_CODES])
    for (const endpoint of Object.values(API)) {
      const operation = doc.paths[openApiPath(endpoint.path)][endpoint.method.toLowerCase()]
      expect(
        operation.responses.default.content['application/json'].schema,
        `${endpoint.method} ${endpoint.path}`,
      ).toEqual({ $ref: '#/components/schemas/ApiError' })
    }
  })

  it('documents the story form as multipart or JSON, with its files', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const content = doc.paths['/api/stories'].post.requestBody.content
    expect(Object.keys(content)).toEqual(['multipart/form-data', 'application/json'])
    expect(content['multipart/form-data'].schema.properties.coverImage).toMatchObject({
      type: 'string',
      format: 'binary',
    })
  })

  it('documents the background music upload as multipart only: its file is required', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const body = doc.paths['/api/background-music/upload'].post.requestBody
    expect(Object.keys(body.content)).toEqual(['multipart/form-data'])
    expect(body.content['multipart/form-data'].schema.required).toEqual(['title', 'audio'])
  })

  it('serves Swagger UI from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('swagger-ui')
    expect(page.body).not.toMatch(/<script>|src="https?:/)
  })
})
