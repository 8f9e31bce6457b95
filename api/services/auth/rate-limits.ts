// The server's limits per client address, in one place, and the one way they are applied: a slot
// is taken (atomically, in the database) before the work it guards, so a burst of concurrent
// requests cannot all slip under the limit. @fastify/rate-limit is not used: it counts every
// request and cannot give a slot back, and a right admin password must not count against its admin.
import ipaddr from 'ipaddr.js'
import type { Db } from '../../../db/server/connect.ts'
import { fullWindowWait, giveBackSlot, takeSlot, type RateRule } from '../../../db/server/rate-limits.ts'
import { Errors, withRetryAfter } from '../../errors.ts'

const MINUTE = 60_000

/** A limit on failed attempts, and what is attempted, as its 429 says it ("Too many failed …"). */
export interface AttemptRule extends RateRule {
  attempts: string
}

/** Wrong admin passwords (login or x-admin-password header): 10 per 15 minutes. */
export const ADMIN_PASSWORD_RULE: AttemptRule = { max: 10, windowMs: 15 * MINUTE, attempts: 'admin password attempts' }
/** Pairing secrets that open nothing (wrong, expired, used): 10 per 15 minutes. */
export const PAIRING_REDEEM_RULE: AttemptRule = {
  max: 10,
  windowMs: 15 * MINUTE,
  attempts: 'attempts to use a pairing link',
}
/** Device secrets that open nothing (a reader profile's Bearer): 20 per 15 minutes. */
export const DEVICE_SECRET_RULE: AttemptRule = {
  max: 20,
  windowMs: 15 * MINUTE,
  attempts: 'attempts with a device secret',
}
/** Pairing links started: 10 an hour. */
export const PAIRING_START_RULE: RateRule = { max: 10, windowMs: 60 * MINUTE }
/** Pushes of a reader profile's changes, per profile (not per address): 120 a minute. */
export const PROFILE_PUSH_RULE: RateRule = { max: 120, windowMs: MINUTE }
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

const tooManyAttempts = (rule: AttemptRule) => (wait: string) => new Errors.TooManyAttempts(rule.attempts, wait)
const refusal = (tooMany: TooMany, ms: number) => withRetryAfter(tooMany(waitText(ms)), ms)

/** Takes a slot under `key` or throws the 429 `tooMany` (with Retry-After). */
export async function limitKey(db: Db, key: string, rule: RateRule, tooMany: TooMany): Promise<void> {
  const answer = await takeSlot(db, key, rule)
  if (!answer.ok) throw refusal(tooMany, answer.retryAfterMs)
}

/** Takes a slot of `bucket` for this client or throws the 429 `tooMany` (with Retry-After). */
export async function limit(db: Db, bucket: string, ip: string, rule: RateRule, tooMany: TooMany): Promise<void> {
  await limitKey(db, `${bucket}:${clientKey(ip)}`, rule, tooMany)
}

/** Runs `attempt` only inside a slot; the slot is given back when the attempt succeeds. */
export async function limitFailedAttempts(
  db: Db,
  bucket: string,
  ip: string,
  rule: AttemptRule,
  attempt: () => Promise<boolean>,
): Promise<boolean> {
  await limit(db, bucket, ip, rule, tooManyAttempts(rule))
  const ok = await attempt()
  if (ok) await giveBackSlot(db, `${bucket}:${clientKey(ip)}`)
  return ok
}

/**
 * The same limit for a check that nearly every request makes (a device's secret, on every sync):
 * a success writes nothing, where limitFailedAttempts writes twice. The address is refused while
 * its window is full, before `attempt` runs, so once over the limit a right guess and a wrong one
 * get the same 429; each failure then takes a slot. Requests racing past the read may each fail
 * once more than the limit: harmless for a 256-bit secret, which cannot be guessed anyway.
 */
export async function limitFailures(
  db: Db,
  bucket: string,
  ip: string,
  rule: AttemptRule,
  attempt: () => Promise<boolean>,
): Promise<boolean> {
  const key = `${bucket}:${clientKey(ip)}`
  const wait = await fullWindowWait(db, key, rule)
  if (wait !== undefined) throw refusal(tooManyAttempts(rule), wait)
  const ok = await attempt()
  if (!ok) await limitKey(db, key, rule, tooManyAttempts(rule))
  return ok
}
