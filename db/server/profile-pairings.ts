// Pairing links of reader profiles (issue 60): the SHA-256 of a one-time secret, until it expires.
// A redeem deletes its row in the statement that finds it, so a secret is taken at most once
// however many requests race for it, and a wrong, an expired and a used secret are one lookup that
// finds nothing.
import type { Db } from './connect.ts'

export interface NewPairing {
  secretHash: string
  /** The profile the link joins (started by a linked device), or null. */
  profileId: string | null
  /** The starting device's own secret, its SHA-256, when it was not linked yet; else null. */
  initiatorHash: string | null
  now: string
  expiresAt: string
}

export async function insertPairing(db: Db, pairing: NewPairing): Promise<void> {
  await db
    .insertInto('profile_pairings')
    .values({
      secret_hash: pairing.secretHash,
      profile_id: pairing.profileId,
      initiator_hash: pairing.initiatorHash,
      created_at: pairing.now,
      expires_at: pairing.expiresAt,
    })
    .execute()
}

/** Takes the pairing if it is live: deleted and answered in one statement. */
export async function takePairing(
  db: Db,
  secretHash: string,
  now: string,
): Promise<{ profileId: string | null; initiatorHash: string | null } | undefined> {
  const row = await db
    .deleteFrom('profile_pairings')
    .where('secret_hash', '=', secretHash)
    .where('expires_at', '>', now)
    .returning(['profile_id', 'initiator_hash'])
    .executeTakeFirst()
  return row && { profileId: row.profile_id, initiatorHash: row.initiator_hash }
}

/** When the live pairing a not yet linked device started expires, if it has one. */
export async function waitingPairingExpiry(db: Db, initiatorHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('profile_pairings')
    .select('expires_at')
    .where('initiator_hash', '=', initiatorHash)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row?.expires_at
}

export async function deleteExpiredPairings(db: Db, now = new Date().toISOString()): Promise<void> {
  await db.deleteFrom('profile_pairings').where('expires_at', '<=', now).execute()
}
