// Push subscriptions (save, remove) and the VAPID key browsers subscribe with.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { removePushSubscription, upsertPushSubscription } from '../../db/server/push-subscriptions.ts'
import { route } from '../route.ts'
import { checkSubscription } from '../services/push/push-subscription-rules.ts'

const pushRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.savePushSubscription, async (request, reply) => {
    const input = checkSubscription(request.body, app.config.pushExtraHosts, request.headers['user-agent'])
    return reply.status(201).send(await upsertPushSubscription(app.db, input))
  })

  route(app, API.removePushSubscription, async (request, reply) => {
    await removePushSubscription(app.db, request.body.endpoint)
    return reply.status(204).send()
  })

  route(app, API.getPushPublicKey, async () => ({ publicKey: app.vapidPublicKey }))
}

export default pushRoutes
