// The server's limits per client address, in one place, and the one way they are applied: a slot
// is taken (atomically, in the database) before the work it guards, so a burst of concurrent
// requests cannot all slip under the limit. @fastify/rate-limit is not used: it counts every
// request and cannot give a slot back, and a right admin password must not count against its admin.
import ipaddr from 'ipaddr.js'
import type { Db } from '../../../db/server/connect.ts'
import { giveBackSlot, takeSlot, type RateRule } from '../../../db/server/rate-limits.ts'
import { Errors, withRetryAfter } from '../../errors.ts'

const MINUTE = 60_000

/** Wrong admin passwords (login or x-admin-password header): 10 per 15 minutes. */
export const ADMIN_PASSWORD_RULE: RateRule = { max: 10, windowMs: 15 * MINUTE }
/** Guest comments: the spam door; the count per minute is an operator setting (COMMENTS_PER_MINUTE). */
export const commentRule = (perMinute: number): RateRule => ({ max: perMinute, windowMs: MINUTE })
/** Audio cache warm-ups: each may download up to 20 files, so few per address. */
export const AUDIO_WARMUP_RULE: RateRule = { max: 6, windowMs: 10 * MINUTE }

/**
 * The key a client is counted under. An IPv6 address counts by its /64 network: one subscriber
 * is usually handed a whole /64, so counting single addresses would let one client rotate freely.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) counts as itself.
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  return `${(address as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':')}::/64`
}

/** "40 seconds", "1 minute", "14 minutes": how long to wait, for a person. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

type TooMany = (wait: string) => Error

/** Takes a slot of `bucket` for this client or throws the 429 `tooMany` (with Retry-After). */
export async function limit(db: Db, bucket: string, ip: string, rule: RateRule, tooMany: TooMany): Promise<void> {
  const answer = await takeSlot(db, `${bucket}:${clientKey(ip)}`, rule)
  if (!answer.ok) throw withRetryAfter(tooMany(waitText(answer.retryAfterMs)), answer.retryAfterMs)
}

/** Runs `attempt` only inside a slot; the slot is given back when the attempt succeeds. */
export async function limitFailedAttempts(
  db: Db,
  bucket: string,
  ip: string,
  rule: RateRule,
  attempt: () => Promise<boolean>,
): Promise<boolean> {
  await limit(db, bucket, ip, rule, (wait) => new Errors.TooManyAttempts(wait))
  const ok = await attempt()
  if (ok) await giveBackSlot(db, `${bucket}:${clientKey(ip)}`)
  return ok
}
