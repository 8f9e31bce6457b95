// Pairing devices into one reader profile (issue 60). A start keeps one row (two hashes and two
// times; no profile) until another device redeems it; the redeem takes that row in the statement
// that finds it and, in the same transaction, makes the profile (with the starting device, when it
// was not linked yet) and the joining device. Nothing is kept of a reader before that.
import { randomUUID } from 'node:crypto'
import type { Static } from 'typebox'
import type { Db } from '../../../db/server/connect.ts'
import type { PairingRedeemed, PairingStarted } from '../../../contract/profile.ts'
import { PAIRING_TTL_MS } from '../../../contract/profile-kinds.ts'
import { deleteExpiredPairings, insertPairing, takePairing } from '../../../db/server/profile-pairings.ts'
import { insertDevice, insertProfile } from '../../../db/server/reader-profiles.ts'
import { limitFailedAttempts, PAIRING_REDEEM_RULE } from '../auth/rate-limits.ts'
import { Errors } from '../../errors.ts'
import { newDeviceSecret, newPairingSecret, secretHash } from './profile-secrets.ts'

/**
 * A new pairing link's secret. `profileId`: the profile of the linked device that asked, or null
 * for a device not linked yet, which also gets its own device secret (valid once the link is used).
 */
export async function startPairing(
  db: Db,
  profileId: string | null,
  now = Date.now(),
): Promise<Static<typeof PairingStarted>> {
  const at = new Date(now).toISOString()
  const expiresAt = new Date(now + PAIRING_TTL_MS).toISOString()
  const pairingSecret = newPairingSecret()
  const deviceSecret = profileId === null ? newDeviceSecret() : undefined
  await db.transaction().execute(async (trx) => {
    await deleteExpiredPairings(trx, at)
    await insertPairing(trx, {
      secretHash: secretHash(pairingSecret),
      profileId,
      initiatorHash: deviceSecret === undefined ? null : secretHash(deviceSecret),
      now: at,
      expiresAt,
    })
  })
  return { pairingSecret, expiresAt, ...(deviceSecret !== undefined && { deviceSecret }), serverTime: now }
}

/** Joins a device to the pairing's profile: its new secret, or undefined when the pairing secret opens nothing. */
async function redeem(db: Db, pairingSecret: string, now: number): Promise<Static<typeof PairingRedeemed> | undefined> {
  const at = new Date(now).toISOString()
  return db.transaction().execute(async (trx) => {
    const pairing = await takePairing(trx, secretHash(pairingSecret), at)
    if (!pairing) return undefined
    let profileId = pairing.profileId
    if (profileId === null) {
      profileId = randomUUID()
      await insertProfile(trx, profileId, at)
      if (pairing.initiatorHash !== null)
        await insertDevice(trx, { id: randomUUID(), profileId, secretHash: pairing.initiatorHash, now: at })
    }
    const deviceSecret = newDeviceSecret()
    await insertDevice(trx, { id: randomUUID(), profileId, secretHash: secretHash(deviceSecret), now: at })
    return { deviceSecret, serverTime: now }
  })
}

/**
 * POST …/pairings/redeem from the client at `ip`. A wrong, expired or used secret is the same
 * 404, and takes one of the address's failure slots (PAIRING_REDEEM_RULE); a success gives its back.
 */
export async function redeemPairing(
  db: Db,
  ip: string,
  pairingSecret: string,
): Promise<Static<typeof PairingRedeemed>> {
  let redeemed: Static<typeof PairingRedeemed> | undefined
  await limitFailedAttempts(db, 'profile-redeem', ip, PAIRING_REDEEM_RULE, async () => {
    redeemed = await redeem(db, pairingSecret, Date.now())
    return redeemed !== undefined
  })
  if (!redeemed) throw new Errors.PairingInvalid()
  return redeemed
}
