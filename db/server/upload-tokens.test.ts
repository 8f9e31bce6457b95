// One-time upload tokens: stored only as hashes, spent exactly once, useless once expired.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect, type Db } from './connect.ts'
import { consumeUploadToken, createUploadToken } from './upload-tokens.ts'

let dir: string
let db: Db
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-tokens-'))
  db = await connect(path.join(dir, 'test.db'))
})
afterEach(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const MINUTE = 60_000

describe('upload tokens', () => {
  it('stores only the SHA-256 of a 32-byte base64url token', async () => {
    const token = await createUploadToken(db, MINUTE)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await db.selectFrom('upload_tokens').selectAll().execute()
    expect(rows).toEqual([expect.objectContaining({ token_hash: createHash('sha256').update(token).digest('hex'), used_at: null })])
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('is accepted once, then never again', async () => {
    const token = await createUploadToken(db, MINUTE)
    expect(await consumeUploadToken(db, token)).toBe(true)
    expect(await consumeUploadToken(db, token)).toBe(false)
  })

  it('lets only one of two simultaneous uploads spend a token', async () => {
    const token = await createUploadToken(db, MINUTE)
    const results = await Promise.all([consumeUploadToken(db, token), consumeUploadToken(db, token)])
    expect(results.sort()).toEqual([false, true])
  })

  it('refuses an expired token and one it never issued', async () => {
    const expired = await createUploadToken(db, -1)
    expect(await consumeUploadToken(db, expired)).toBe(false)
    expect(await consumeUploadToken(db, 'made-up')).toBe(false)
  })

  it('clears expired tokens when it issues a new one', async () => {
    await createUploadToken(db, -1)
    await createUploadToken(db, MINUTE)
    expect(await db.selectFrom('upload_tokens').select('token_hash').execute()).toHaveLength(1)
  })
})
