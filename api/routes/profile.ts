// Reader profiles (issue 60): pairing devices, their changes, unlinking and Forget me. Every answer
// is `Cache-Control: no-store`, errors included. Profile calls are authenticated by requireProfile
// (plugins/profile-auth.ts) before their body is read; every query is scoped by that device's
// profile, and no call takes a profile or device id.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { API } from '../../contract/api.ts'
import { PROFILE_CHANGES_MAX } from '../../contract/profile-kinds.ts'
import { route } from '../route.ts'
import { linkedDevice } from '../plugins/profile-auth.ts'
import { limit, limitKey, PAIRING_START_RULE, PROFILE_PUSH_RULE } from '../services/auth/rate-limits.ts'
import { redeemPairing, startPairing } from '../services/profile/pairing.ts'
import { linkedState, waitingState } from '../services/profile/profile-state.ts'
import { pushChanges } from '../services/profile/profile-push.ts'
import { readProfileChanges } from '../services/profile/profile-pull.ts'
import { forgetProfile, pushLimitKey, unlinkDevice } from '../services/profile/profile-leave.ts'
import { Errors } from '../errors.ts'

/**
 * What one push may weigh: above Fastify's 1 MiB, for a device coming back with many changes. A
 * note may weigh ~13 KB, so a device sends long notes in smaller pushes than PROFILE_CHANGES_MAX.
 */
const PUSH_BODY_LIMIT = 2 * 1024 * 1024

const profileRoutes: FastifyPluginAsync = async (app) => {
  // First of all, so that every refusal (401, 404, 429) is not kept by any cache either.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })

  // A linked device's secret joins the link to its profile; without one the device is not linked yet.
  const startLimit = async (request: FastifyRequest) => {
    await app.optionalProfile(request)
    await limit(app.db, 'profile-pairing', request.ip, PAIRING_START_RULE, (wait) => new Errors.TooManyPairings(wait))
  }
  route(
    app,
    API.startPairing,
    async (request, reply) =>
      reply.status(201).send(await startPairing(app.db, request.profileDevice?.profileId ?? null)),
    { preHandler: startLimit },
  )

  route(app, API.redeemPairing, async (request) => redeemPairing(app.db, request.ip, request.body.pairingSecret))

  route(app, API.getProfile, async (request) =>
    request.profileWaitingUntil !== null
      ? waitingState(request.profileWaitingUntil)
      : linkedState(app.db, linkedDevice(request)),
  )

  route(app, API.listProfileChanges, async (request) =>
    readProfileChanges(
      app.db,
      linkedDevice(request).profileId,
      request.query.since ?? '0',
      request.query.limit ?? PROFILE_CHANGES_MAX,
    ),
  )

  const pushLimit = async (request: FastifyRequest) =>
    limitKey(
      app.db,
      pushLimitKey(linkedDevice(request).profileId),
      PROFILE_PUSH_RULE,
      (wait) => new Errors.TooManyChanges(wait),
    )
  route(
    app,
    API.pushProfileChanges,
    async (request) => pushChanges(app.db, linkedDevice(request).profileId, request.body.changes),
    { preHandler: pushLimit, bodyLimit: PUSH_BODY_LIMIT },
  )

  route(app, API.unlinkDevice, async (request, reply) => {
    await unlinkDevice(app.db, linkedDevice(request))
    return reply.status(204).send()
  })

  route(app, API.forgetProfile, async (request, reply) => {
    await forgetProfile(app.db, linkedDevice(request).profileId)
    return reply.status(204).send()
  })
}

export default profileRoutes
