// One-time audio upload addresses: only the SHA-256 of each token is stored, and a token is spent
// by a single conditional UPDATE, so two uploads racing with the same token cannot both win.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from './connect.ts'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export async function createUploadToken(db: Db, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  // Housekeeping on the way: expired tokens are useless, so the table stays small.
  await db.deleteFrom('upload_tokens').where('expires_at', '<=', new Date(now).toISOString()).execute()
  await db
    .insertInto('upload_tokens')
    .values({
      token_hash: sha256(token),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMs).toISOString(),
      used_at: null,
    })
    .execute()
  return token
}

/** True once per valid token: unknown, used and expired tokens all answer false. */
export async function consumeUploadToken(db: Db, token: string): Promise<boolean> {
  const now = new Date().toISOString()
  const result = await db
    .updateTable('upload_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
