// One-time upload tokens: stored only as hashes, spent exactly once, useless once expired.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useTempDb } from './testing/temp-db.ts'
import { consumeUploadToken, createUploadToken } from './upload-tokens.ts'

const t = useTempDb()

const MINUTE = 60_000

describe('upload tokens', () => {
  it('stores only the SHA-256 of a 32-byte base64url token', async () => {
    const token = await createUploadToken(t.db, MINUTE)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await t.db.selectFrom('upload_tokens').selectAll().execute()
    expect(rows).toEqual([
      expect.objectContaining({ token_hash: createHash('sha256').update(token).digest('hex'), used_at: null }),
    ])
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('is accepted once, then never again', async () => {
    const token = await createUploadToken(t.db, MINUTE)
    expect(await consumeUploadToken(t.db, token)).toBe(true)
    expect(await consumeUploadToken(t.db, token)).toBe(false)
  })

  it('lets only one of two simultaneous uploads spend a token', async () => {
    const token = await createUploadToken(t.db, MINUTE)
    const results = await Promise.all([consumeUploadToken(t.db, token), consumeUploadToken(t.db, token)])
    expect(results.sort()).toEqual([false, true])
  })

  it('refuses an expired token and one it never issued', async () => {
    const expired = await createUploadToken(t.db, -1)
    expect(await consumeUploadToken(t.db, expired)).toBe(false)
    expect(await consumeUploadToken(t.db, 'made-up')).toBe(false)
  })

  it('clears expired tokens when it issues a new one', async () => {
    await createUploadToken(t.db, -1)
    await createUploadToken(t.db, MINUTE)
    expect(await t.db.selectFrom('upload_tokens').select('token_hash').execute()).toHaveLength(1)
  })
})
