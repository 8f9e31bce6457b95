// Reader profile auth (issue 60), enforced here and nowhere else: a profile route of the endpoint
// table runs app.requireProfile before anything else (api/route.ts), so before the body is read.
// The proof is the device's secret as `Authorization: Bearer icp_…`, looked up by its SHA-256. A
// missing, malformed, unknown, unlinked or forgotten secret gets the same 401 PROFILE_UNKNOWN.
// Secrets that open nothing are limited per client address (DEVICE_SECRET_RULE); a request with
// no Authorization header is answered without touching the database and is not counted: it guesses
// nothing, and counting it would let anyone make the server write for free.
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { ROUTES } from '../../contract/api-routes.ts'
import type { LinkedDevice } from '../../db/server/reader-profiles.ts'
import { DEVICE_SECRET_RULE, limitFailures } from '../services/auth/rate-limits.ts'
import { holderOf } from '../services/profile/device-auth.ts'
import { bearerSecret } from '../services/profile/profile-secrets.ts'
import { Errors } from '../errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest of profile routes: sets request.profileDevice, or refuses with 401 PROFILE_UNKNOWN. */
    requireProfile: (request: FastifyRequest) => Promise<void>
    /** For a call a device may make linked or not: sets request.profileDevice when it sends a secret. */
    optionalProfile: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    /** The linked device whose secret the request carries. */
    profileDevice: LinkedDevice | null
    /** GET /api/profile only: the secret is a not yet linked device's, its pairing link live until then. */
    profileWaitingUntil: string | null
  }
}

/** Where an initiator's secret answers "still waiting" rather than 401: its dialog polls there. */
const answersWaiting = (request: FastifyRequest) =>
  request.method === ROUTES.getProfile.method && request.routeOptions.url === ROUTES.getProfile.path

export default fp(
  async (app) => {
    app.decorateRequest('profileDevice', null)
    app.decorateRequest('profileWaitingUntil', null)

    async function authenticate(request: FastifyRequest, header: string): Promise<void> {
      const secret = bearerSecret(header)
      const opened = await limitFailures(app.db, 'profile-secret', request.ip, DEVICE_SECRET_RULE, async () => {
        if (secret === undefined) return false
        const holder = await holderOf(app.db, secret, { allowWaiting: answersWaiting(request) })
        if (holder === undefined) return false
        if ('device' in holder) request.profileDevice = holder.device
        else request.profileWaitingUntil = holder.waitingUntil
        return true
      })
      if (!opened) throw new Errors.ProfileUnknown()
    }

    app.decorate('requireProfile', async (request: FastifyRequest) => {
      const header = request.headers.authorization
      if (header === undefined) throw new Errors.ProfileUnknown()
      await authenticate(request, header)
    })
    app.decorate('optionalProfile', async (request: FastifyRequest) => {
      const header = request.headers.authorization
      if (header !== undefined) await authenticate(request, header)
    })
  },
  { name: 'profile-auth', dependencies: ['context'] },
)

/** The device a profile route's request was authenticated as (requireProfile ran first). */
export function linkedDevice(request: FastifyRequest): LinkedDevice {
  if (!request.profileDevice) throw new Errors.ProfileUnknown()
  return request.profileDevice
}
