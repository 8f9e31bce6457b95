// Push subscriptions (save, remove, what each wants and follows) and the VAPID key browsers subscribe with.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { removePushSubscription } from '../../db/server/push-subscriptions.ts'
import { route } from '../route.ts'
import { checkSubscription } from '../services/push/push-subscription-rules.ts'
import { saveFollows, saveSubscription } from '../services/push/push-subscriber.ts'

const pushRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.savePushSubscription, async (request, reply) => {
    const { body } = request
    const input = checkSubscription(body, app.config.pushExtraHosts, request.headers['user-agent'])
    return reply.status(201).send(await saveSubscription(app.db, input, { wants: body.wants, follows: body.follows }))
  })

  // Not limited, as saving a subscription is not: each request writes only its own subscription's rows.
  route(app, API.savePushFollows, async (request) => saveFollows(app.db, request.body))

  route(app, API.removePushSubscription, async (request, reply) => {
    await removePushSubscription(app.db, request.body.endpoint)
    return reply.status(204).send()
  })

  route(app, API.getPushPublicKey, async () => ({ publicKey: app.vapidPublicKey }))
}

export default pushRoutes
