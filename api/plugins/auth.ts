// Admin auth, enforced here and nowhere else: a route opts in with `preHandler: app.requireAdmin`.
// Accepted proofs: the httpOnly session cookie from /api/auth/login, or the x-admin-password header
// (spec §6), compared in constant time. Every password check takes a rate-limit slot first (given
// back when the password is right), so wrong passwords per client address stay within the limit.
import { createHash, randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_HEADER } from '../../db/schema/auth.ts'
import { createSession, deleteSession, isSessionValid } from '../../db/server/sessions.ts'
import { checkAdminPassword } from '../services/auth/admin-password.ts'
import { ADMIN_PASSWORD_RULE, limitFailedAttempts } from '../services/auth/rate-limits.ts'
import { Errors } from '../errors.ts'

export const SESSION_COOKIE = 'icu_admin_session'
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>
    isAdmin: (request: FastifyRequest) => Promise<boolean>
    /** Checks a password (login); counts failures. */
    tryAdminPassword: (request: FastifyRequest, password: string) => Promise<boolean>
    startAdminSession: (reply: FastifyReply) => Promise<void>
    endAdminSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export default fp(async (app) => {
  const secure = app.config.publicOrigin?.startsWith('https:') ?? false

  async function tryAdminPassword(request: FastifyRequest, password: string): Promise<boolean> {
    return limitFailedAttempts(app.db, 'admin-password', request.ip, ADMIN_PASSWORD_RULE,
      () => checkAdminPassword(app.db, password))
  }

  async function isAdmin(request: FastifyRequest): Promise<boolean> {
    const token = request.cookies[SESSION_COOKIE]
    if (token && (await isSessionValid(app.db, sha256(token)))) return true
    const header = request.headers[ADMIN_HEADER]
    if (typeof header === 'string' && header.length > 0 && header.length <= 1024) {
      return tryAdminPassword(request, header)
    }
    return false
  }

  app.decorate('isAdmin', isAdmin)
  app.decorate('tryAdminPassword', tryAdminPassword)
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!(await isAdmin(request))) throw new Errors.Unauthorized()
  })
  app.decorate('startAdminSession', async (reply: FastifyReply) => {
    const token = randomBytes(32).toString('base64url')
    await createSession(app.db, sha256(token), SESSION_TTL_MS)
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/', httpOnly: true, sameSite: 'strict', secure, maxAge: SESSION_TTL_MS / 1000,
    })
  })
  app.decorate('endAdminSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE]
    if (token) await deleteSession(app.db, sha256(token))
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
  })
}, { name: 'auth', dependencies: ['context'] })
