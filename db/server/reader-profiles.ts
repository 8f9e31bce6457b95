// Reader profiles and the devices linked to them (issue 60). A device is found by the SHA-256 of
// its secret, never by anything the client names; every other query is scoped by the profile id
// read from that device's row. Deleting a profile deletes its devices, pairings and elements
// (foreign keys).
import type { Db } from './connect.ts'
import { lockRows } from './dialect/row-locks.ts'

/** A device as the server knows it once its secret matched. */
export interface LinkedDevice {
  id: string
  profileId: string
  lastSeenAt: string
}

export async function insertProfile(db: Db, id: string, now: string): Promise<void> {
  await db.insertInto('reader_profiles').values({ id, created_at: now }).execute()
}

export async function insertDevice(db: Db, device: { id: string; profileId: string; secretHash: string; now: string }) {
  await db
    .insertInto('profile_devices')
    .values({
      id: device.id,
      profile_id: device.profileId,
      secret_hash: device.secretHash,
      created_at: device.now,
      last_seen_at: device.now,
    })
    .execute()
}

export async function findDevice(db: Db, secretHash: string): Promise<LinkedDevice | undefined> {
  const row = await db
    .selectFrom('profile_devices')
    .select(['id', 'profile_id', 'last_seen_at'])
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst()
  return row && { id: row.id, profileId: row.profile_id, lastSeenAt: row.last_seen_at }
}

export async function touchDevice(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('profile_devices').set({ last_seen_at: now }).where('id', '=', id).execute()
}

/** The profile's devices, the oldest first. */
export async function listDevices(db: Db, profileId: string): Promise<Array<{ id: string; createdAt: string }>> {
  const rows = await db
    .selectFrom('profile_devices')
    .select(['id', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }))
}

/** Holds the profile's row until the transaction ends (PostgreSQL), so its devices leave one at a time. */
export async function lockProfile(db: Db, profileId: string): Promise<void> {
  await lockRows(db, db.selectFrom('reader_profiles').select('id').where('id', '=', profileId), 'update').execute()
}

/** Deletes the device; answers how many devices its profile has left. */
export async function deleteDevice(db: Db, device: { id: string; profileId: string }): Promise<number> {
  await db.deleteFrom('profile_devices').where('id', '=', device.id).execute()
  const row = await db
    .selectFrom('profile_devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', device.profileId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Deletes the profile and, through its foreign keys, its devices, pairings and elements. */
export async function deleteProfile(db: Db, profileId: string): Promise<void> {
  await db.deleteFrom('reader_profiles').where('id', '=', profileId).execute()
}

/**
 * Takes `count` numbers of the profile's feed and answers the highest, or undefined when the
 * profile is gone. On PostgreSQL the update holds the profile's row until the transaction ends,
 * so the profile's writers take turns and its feed numbers commit in order.
 */
export async function reserveSeq(db: Db, profileId: string, count: number): Promise<number | undefined> {
  const row = await db
    .updateTable('reader_profiles')
    .set((eb) => ({ seq: eb('seq', '+', count) }))
    .where('id', '=', profileId)
    .returning('seq')
    .executeTakeFirst()
  return row === undefined ? undefined : Number(row.seq)
}

/** The highest feed number the profile handed out, or undefined when the profile is gone. */
export async function profileSeq(db: Db, profileId: string): Promise<number | undefined> {
  const row = await db.selectFrom('reader_profiles').select('seq').where('id', '=', profileId).executeTakeFirst()
  return row === undefined ? undefined : Number(row.seq)
}

/** Deletes the devices unseen since `cutoff`, then the profiles left without one; answers both counts. */
export async function deleteUnseenDevices(db: Db, cutoff: string): Promise<{ devices: number; profiles: number }> {
  const devices = await db.deleteFrom('profile_devices').where('last_seen_at', '<', cutoff).executeTakeFirst()
  const profiles = await db
    .deleteFrom('reader_profiles')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('profile_devices').select('id').whereRef('profile_devices.profile_id', '=', 'reader_profiles.id'),
        ),
      ),
    )
    .executeTakeFirst()
  return { devices: Number(devices.numDeletedRows), profiles: Number(profiles.numDeletedRows) }
}
