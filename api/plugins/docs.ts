// The API's description at /api/docs (Swagger UI) and /api/docs/json (OpenAPI 3), made from the
// endpoint table (contract/api.ts) and nothing else: every call with its summary, parameters,
// body (forms as multipart or JSON, uploads as bytes), answers, the error shape (once, as the
// ApiError schema with every error code), for admin calls the two ways to prove it (the session
// cookie, or the x-admin-password header), and for reader profile calls the device's secret.
import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TSchema } from 'typebox'
import { API, type Endpoint } from '../../contract/api.ts'
import { ADMIN_HEADER } from '../../contract/auth.ts'
import { ApiError } from '../../contract/error.ts'
import { definedOnly } from '../route.ts'
import { formShape } from '../services/forms/form-shape.ts'
import { SESSION_COOKIE } from './auth.ts'
import { PROJECT_ROOT } from '../project-root.ts'

const DOCS_PREFIX = '/api/docs'
const API_ERROR = 'ApiError'
const VERSION = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string })
  .version
const ICON = fs.readFileSync(path.join(PROJECT_ROOT, 'app', 'public', 'favicon.svg'))

const byRoute = new Map(
  Object.values(API).map((endpoint: Endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
)

const ADMIN_PROOFS: Array<Record<string, string[]>> = [{ adminSession: [] }, { adminPassword: [] }]
const PROFILE_PROOF: Array<Record<string, string[]>> = [{ deviceSecret: [] }]
const CONSUMES = {
  json: ['application/json'],
  form: ['multipart/form-data', 'application/json'],
  bytes: ['application/octet-stream'],
}

function consumes(endpoint: Endpoint): string[] | undefined {
  if (!endpoint.body) return undefined
  // A form with a required file (the background music upload) cannot be sent as JSON.
  if (endpoint.bodyType === 'form' && formShape(endpoint).needsFile) return ['multipart/form-data']
  return CONSUMES[endpoint.bodyType ?? 'json']
}

function answers(endpoint: Endpoint): Record<string, unknown> {
  const described: Record<string, unknown> = {
    default: {
      $ref: `${API_ERROR}#`,
      description: 'An error: `{ statusCode, code, error, message }`; `code` is stable, `message` is for a person.',
    },
  }
  for (const [status, schema] of Object.entries(endpoint.responses) as Array<[string, TSchema]>) {
    described[status] = endpoint.media
      ? { description: 'The file (Range: 206, or 416 outside it)', content: { 'application/octet-stream': { schema } } }
      : status === '204'
        ? { type: 'null', description: 'No content' }
        : schema
  }
  return described
}

function describe(endpoint: Endpoint) {
  return definedOnly({
    summary: endpoint.summary,
    tags: [endpoint.tag],
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    consumes: consumes(endpoint),
    response: answers(endpoint),
    security: endpoint.admin ? ADMIN_PROOFS : endpoint.profile ? PROFILE_PROOF : undefined,
  })
}

export default fp(
  async (app) => {
    // Every call's error answer refers to one shared schema, listed under its own name (not def-0).
    app.addSchema({ ...ApiError, $id: API_ERROR })
    await app.register(swagger, {
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
      openapi: {
        info: {
          title: `${app.config.siteName} API`,
          version: VERSION,
          description:
            "The wire contract of the app: the same table the server routes and the app's client are made from.",
        },
        components: {
          securitySchemes: {
            adminSession: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'Set by POST /api/auth/login.',
            },
            adminPassword: {
              type: 'apiKey',
              in: 'header',
              name: ADMIN_HEADER,
              description: 'The admin password itself.',
            },
            deviceSecret: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A device linked to a reader profile: the `deviceSecret` that POST /api/profile/pairings or …/redeem answered.',
            },
          },
        },
      },
      transform: ({ url, route }) => {
        const endpoint = byRoute.get(`${[route.method].flat()[0]} ${url}`)
        return { url, schema: endpoint ? describe(endpoint) : { hide: true } }
      },
    })
    // Swagger UI's own files, same origin, no inline script: the app's CSP holds. No validator badge
    // (it would call a third-party site).
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, docExpansion: 'list' },
      logo: { type: 'image/svg+xml', content: ICON, href: '/', target: '_self' },
      theme: {
        title: `${app.config.siteName} API`,
        favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: ICON }],
      },
    })
  },
  { name: 'docs', dependencies: ['context'] },
)
