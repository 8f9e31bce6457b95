// The secrets of reader profiles (issue 60): a device's (`icp_` and 32 random bytes) and a pairing
// link's (16 random bytes), both base64url. The server keeps only their SHA-256: they are random
// 256- and 128-bit values, not passwords, so a fast hash looked up by a unique index is enough, as
// for admin sessions.
import { createHash, randomBytes } from 'node:crypto'
import { DEVICE_SECRET_PATTERN } from '../../../contract/profile.ts'

const DEVICE_SECRET_PREFIX = 'icp_'
const DEVICE_SECRET = new RegExp(DEVICE_SECRET_PATTERN)
/** RFC 9110 §11.1: the scheme is case-insensitive; one or more spaces before the token. */
const BEARER = /^Bearer +(\S+)$/i

export const newDeviceSecret = (): string => DEVICE_SECRET_PREFIX + randomBytes(32).toString('base64url')
export const newPairingSecret = (): string => randomBytes(16).toString('base64url')

/** What the database holds of a secret: its SHA-256, in hex. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex')

/** The device secret an Authorization header carries, or undefined when it carries none that could be one. */
export function bearerSecret(header: string): string | undefined {
  const token = BEARER.exec(header)?.[1]
  return token !== undefined && DEVICE_SECRET.test(token) ? token : undefined
}
