// Admin sign-in: login sets the session cookie, logout ends it, and the user
// call answers 200 only to the admin (the table marks it admin).
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'

const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.login, async (request, reply) => {
    if (!(await app.tryAdminPassword(request, request.body.password))) throw new Errors.WrongPassword()
    await app.startAdminSession(reply)
    return { role: 'admin' as const }
  })

  route(app, API.logout, async (request, reply) => {
    await app.endAdminSession(request, reply)
    return reply.status(204).send()
  })

  route(app, API.getAuthUser, async () => ({ role: 'admin' as const }))
}

export default authRoutes
