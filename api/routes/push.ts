// POST/DELETE /api/push-subscriptions and GET /api/push/public-key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  PushPublicKey, PushSubscription, PushSubscriptionRemove, PushSubscriptionSave,
} from '../../db/schema/push.ts'
import { removePushSubscription, upsertPushSubscription } from '../../db/server/push-subscriptions.ts'
import { checkSubscription } from '../services/push/push-subscription-rules.ts'

const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/push-subscriptions', {
    schema: { body: PushSubscriptionSave, response: { 201: PushSubscription } },
  }, async (request, reply) => {
    const input = checkSubscription(request.body, app.config.pushExtraHosts, request.headers['user-agent'])
    return reply.status(201).send(await upsertPushSubscription(app.db, input))
  })

  app.delete('/push-subscriptions', { schema: { body: PushSubscriptionRemove } }, async (request, reply) => {
    await removePushSubscription(app.db, request.body.endpoint)
    return reply.status(204).send()
  })

  app.get('/push/public-key', { schema: { response: { 200: PushPublicKey } } }, async () => ({ publicKey: app.vapidPublicKey }))
}

export default pushRoutes
