// Admin auth, enforced here and nowhere else: an admin route of the endpoint table runs
// app.requireAdmin before anything else (api/route.ts), so a request without credentials learns
// nothing about the route's rules. Accepted proofs: the httpOnly session cookie from
// /api/auth/login, or the x-admin-password header, compared in constant time. A cookie
// proves the admin for a change only when the request came from the hub's own pages
// (request-site.ts). Every password check takes a rate-limit slot first (given back when the
// password is right), so wrong passwords per client address stay within the limit.
import { createHash, randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_HEADER } from '../../contract/auth.ts'
import { createSession, deleteSession, isSessionValid } from '../../db/server/sessions.ts'
import { checkAdminPassword } from '../services/auth/admin-password.ts'
import { ADMIN_PASSWORD_RULE, limitFailedAttempts } from '../services/auth/rate-limits.ts'
import { isFromAnotherSite } from '../services/auth/request-site.ts'
import { Errors } from '../errors.ts'
import type { StoryView } from '../../db/server/stories.ts'

export const SESSION_COOKIE = 'icu_admin_session'
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>
    /** Whether the request carries the admin's live session (a page is drawn as the admin sees it). */
    hasAdminSession: (request: FastifyRequest) => Promise<boolean>
    /**
     * Whose view a read answers: the admin's (stories not released yet included) for a live session
     * or the right password header; a wrong password is a 401, counted as on admin routes.
     */
    storyViewOf: (request: FastifyRequest) => Promise<StoryView>
    /** Checks a password (login); counts failures. */
    tryAdminPassword: (request: FastifyRequest, password: string) => Promise<boolean>
    startAdminSession: (reply: FastifyReply) => Promise<void>
    endAdminSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Requests that change nothing: a cookie may prove the admin for them from anywhere. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export default fp(
  async (app) => {
    const secure = app.config.publicOrigin?.startsWith('https:') ?? false

    async function tryAdminPassword(request: FastifyRequest, password: string): Promise<boolean> {
      return limitFailedAttempts(app.db, 'admin-password', request.ip, ADMIN_PASSWORD_RULE, () =>
        checkAdminPassword(app.db, password),
      )
    }

    async function hasAdminSession(request: FastifyRequest): Promise<boolean> {
      const token = request.cookies[SESSION_COOKIE]
      return token !== undefined && (await isSessionValid(app.db, sha256(token)))
    }

    /** How the request proves the admin: its session cookie, the password header, or not at all. */
    async function adminProof(
      request: FastifyRequest,
    ): Promise<'cookie' | 'cookie from another site' | 'password' | undefined> {
      const hasSession = await hasAdminSession(request)
      const fromAnotherSite = () =>
        !READ_ONLY_METHODS.has(request.method) &&
        isFromAnotherSite(request.headers, request.host, app.config.publicOrigin)
      if (hasSession && !fromAnotherSite()) return 'cookie'
      const header = request.headers[ADMIN_HEADER]
      if (
        typeof header === 'string' &&
        header.length > 0 &&
        header.length <= 1024 &&
        (await tryAdminPassword(request, header))
      )
        return 'password'
      return hasSession ? 'cookie from another site' : undefined
    }

    app.decorate('storyViewOf', async (request: FastifyRequest): Promise<StoryView> => {
      if (await hasAdminSession(request)) return 'admin'
      const header = request.headers[ADMIN_HEADER]
      if (header === undefined) return 'public'
      if (typeof header === 'string' && header.length <= 1024 && (await tryAdminPassword(request, header)))
        return 'admin'
      throw new Errors.Unauthorized()
    })
    app.decorate('tryAdminPassword', tryAdminPassword)
    app.decorate('hasAdminSession', hasAdminSession)
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const proof = await adminProof(request)
      if (proof === 'cookie from another site') throw new Errors.CrossSiteRequest()
      if (proof === undefined) throw new Errors.Unauthorized()
    })
    app.decorate('startAdminSession', async (reply: FastifyReply) => {
      const token = randomBytes(32).toString('base64url')
      await createSession(app.db, sha256(token), SESSION_TTL_MS)
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: SESSION_TTL_MS / 1000,
      })
    })
    app.decorate('endAdminSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE]
      if (token) await deleteSession(app.db, sha256(token))
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
    })
  },
  { name: 'auth', dependencies: ['context'] },
)
