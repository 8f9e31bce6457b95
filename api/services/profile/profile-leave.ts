// A device leaving its profile, and Forget me (issue 60). Unlinking the last device deletes the
// profile; deleting a profile deletes its devices, pairings and elements (foreign keys) and its
// push counter, so the server keeps nothing of it and every device's secret stops working.
import type { Db } from '../../../db/server/connect.ts'
import { deleteDevice, deleteProfile, lockProfile, type LinkedDevice } from '../../../db/server/reader-profiles.ts'
import { deleteSlots } from '../../../db/server/rate-limits.ts'

/** The rate_limits key of a profile's pushes (PROFILE_PUSH_RULE). */
export const pushLimitKey = (profileId: string): string => `profile-push:${profileId}`

async function forget(trx: Db, profileId: string): Promise<void> {
  await deleteProfile(trx, profileId)
  await deleteSlots(trx, [pushLimitKey(profileId)])
}

export async function unlinkDevice(db: Db, device: LinkedDevice): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockProfile(trx, device.profileId)
    if ((await deleteDevice(trx, device)) === 0) await forget(trx, device.profileId)
  })
}

export async function forgetProfile(db: Db, profileId: string): Promise<void> {
  await db.transaction().execute((trx) => forget(trx, profileId))
}
