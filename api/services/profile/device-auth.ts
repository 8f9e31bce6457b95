// Who a device secret opens: a linked device (its last sight moved on at most once a day, for the
// 2-year rule), or, where the caller allows it, a device not linked yet whose pairing link is still
// waiting for the other device.
import type { Db } from '../../../db/server/connect.ts'
import { findDevice, touchDevice, type LinkedDevice } from '../../../db/server/reader-profiles.ts'
import { waitingPairingExpiry } from '../../../db/server/profile-pairings.ts'
import { secretHash } from './profile-secrets.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type SecretHolder = { device: LinkedDevice } | { waitingUntil: string }

export async function holderOf(
  db: Db,
  secret: string,
  options: { allowWaiting: boolean; now?: number },
): Promise<SecretHolder | undefined> {
  const now = options.now ?? Date.now()
  const hash = secretHash(secret)
  const device = await findDevice(db, hash)
  if (device) {
    if (Date.parse(device.lastSeenAt) <= now - DAY_MS) await touchDevice(db, device.id, new Date(now).toISOString())
    return { device }
  }
  if (!options.allowWaiting) return undefined
  const waitingUntil = await waitingPairingExpiry(db, hash, new Date(now).toISOString())
  return waitingUntil === undefined ? undefined : { waitingUntil }
}
