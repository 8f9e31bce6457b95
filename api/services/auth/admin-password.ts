// The admin password: only an scrypt hash is stored. ADMIN_PASSWORD wins when set; otherwise a
// password is generated on first start and handed back once so server.ts can print it.
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { getSetting, setSetting } from '../../../db/server/settings.ts'
import type { Db } from '../../../db/server/connect.ts'

const KEY = 'admin_password_hash'
const PARAMS = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Makes sure a hash is stored; answers the password only when it was generated just now. */
export async function ensureAdminPassword(db: Db, fromEnv: string | undefined): Promise<string | undefined> {
  const stored = await getSetting(db, KEY)
  if (fromEnv) {
    if (!stored || !(await verifyPassword(fromEnv, stored))) await setSetting(db, KEY, await hashPassword(fromEnv))
    return undefined
  }
  if (stored) return undefined
  const generated = randomBytes(15).toString('base64url')
  await setSetting(db, KEY, await hashPassword(generated))
  return generated
}

/**
 * Checks a password against the stored hash. scrypt is slow by design, and the x-admin-password
 * header arrives on every admin call, so the digest of the last password that passed is kept
 * for the stored hash it passed against; wrong passwords always pay the full scrypt cost.
 */
export async function checkAdminPassword(db: Db, password: string): Promise<boolean> {
  const stored = await getSetting(db, KEY)
  if (stored === undefined) return false
  const digest = createHash('sha256').update(password).digest()
  if (lastVerified?.stored === stored && timingSafeEqual(lastVerified.digest, digest)) return true
  const ok = await verifyPassword(password, stored)
  if (ok) lastVerified = { stored, digest }
  return ok
}

let lastVerified: { stored: string; digest: Buffer } | undefined
