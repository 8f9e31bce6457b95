// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/user (DESIGN §3 Auth).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AuthUser, Login } from '../../db/schema/auth.ts'
import { Errors } from '../errors.ts'

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/login', { schema: { body: Login, response: { 200: AuthUser } } }, async (request, reply) => {
    if (!(await app.tryAdminPassword(request, request.body.password))) throw new Errors.WrongPassword()
    await app.startAdminSession(reply)
    return { role: 'admin' as const }
  })

  app.post('/logout', async (request, reply) => {
    await app.endAdminSession(request, reply)
    return reply.status(204).send()
  })

  app.get('/user', { schema: { response: { 200: AuthUser } } }, async (request) => {
    if (!(await app.isAdmin(request))) throw new Errors.Unauthorized()
    return { role: 'admin' as const }
  })
}

export default authRoutes
