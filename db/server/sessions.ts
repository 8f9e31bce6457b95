// Admin sessions: only the SHA-256 of the cookie token is stored.
import type { Db } from './connect.ts'

export async function createSession(db: Db, tokenHash: string, ttlMs: number): Promise<void> {
  const now = Date.now()
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMs).toISOString(),
    })
    .execute()
}

export async function isSessionValid(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('expires_at')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  return row !== undefined && row.expires_at > new Date().toISOString()
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute()
}
