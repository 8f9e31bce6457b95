// Pairing devices into one reader profile (issue 60): a start keeps only the pairing (hashes and
// times) and the profile exists once the other device redeems; a pairing secret works once and
// for 10 minutes, and a wrong, expired or used one gets one answer, identical to the byte; failures
// and starts are limited per address; a linked device's link joins its own profile.
import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { bearer, joinDevice, linkTwoDevices, profileCall, redeem, startPairing } from '../testing/profile-devices.ts'
import { secretHash } from '../services/profile/profile-secrets.ts'
import { deleteExpiredPairings } from '../../db/server/profile-pairings.ts'
import { PAIRING_TTL_MS } from '../../contract/profile-kinds.ts'
import { DEVICE_SECRET_PATTERN, PAIRING_SECRET_PATTERN } from '../../contract/profile.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

type ProfileTable = 'reader_profiles' | 'profile_devices' | 'profile_pairings'
const count = async (table: ProfileTable) =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const counts = async () => ({
  profiles: await count('reader_profiles'),
  devices: await count('profile_devices'),
  pairings: await count('profile_pairings'),
})

const getProfile = (secret: string) => profileCall(t.app, secret, { method: 'GET', url: '/api/profile' })

async function started(secret?: string, remoteAddress?: string) {
  const res = await startPairing(t.app, secret, remoteAddress)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { pairingSecret: string; expiresAt: string; deviceSecret?: string; serverTime: number }
}

/** Moves a pairing's end to just before now, as if its 10 minutes had passed. */
const expire = (pairingSecret: string) =>
  t.app.db
    .updateTable('profile_pairings')
    .set({ expires_at: new Date(Date.now() - 1).toISOString() })
    .where('secret_hash', '=', secretHash(pairingSecret))
    .execute()

/** An answer as a client sees it, but for the Date header. */
const asSeen = (res: Awaited<ReturnType<typeof redeem>>) => ({
  status: res.statusCode,
  headers: Object.entries(res.headers).filter(([name]) => name !== 'date'),
  body: res.rawPayload.toString('hex'),
})

describe('linking two devices', () => {
  it('keeps nothing but the pairing before the redeem, then makes the profile with both devices', async () => {
    const start = await started()
    expect(start.pairingSecret).toMatch(new RegExp(PAIRING_SECRET_PATTERN))
    expect(start.deviceSecret).toMatch(new RegExp(DEVICE_SECRET_PATTERN))
    expect(Date.parse(start.expiresAt) - start.serverTime).toBe(PAIRING_TTL_MS)
    expect(await counts()).toEqual({ profiles: 0, devices: 0, pairings: 1 })
    expect(await t.app.db.selectFrom('profile_pairings').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      secret_hash: secretHash(start.pairingSecret),
      initiator_hash: secretHash(start.deviceSecret!),
      profile_id: null,
    })

    // The first device's dialog polls: still waiting, not refused.
    const waiting = await getProfile(start.deviceSecret!)
    expect(waiting.statusCode).toBe(200)
    expect(waiting.json()).toEqual({ state: 'waiting', expiresAt: start.expiresAt, serverTime: expect.any(Number) })

    const redeemed = await redeem(t.app, start.pairingSecret)
    expect(redeemed.statusCode).toBe(200)
    const second = (redeemed.json() as { deviceSecret: string }).deviceSecret
    expect(second).toMatch(new RegExp(DEVICE_SECRET_PATTERN))
    expect(await counts()).toEqual({ profiles: 1, devices: 2, pairings: 0 })

    for (const secret of [start.deviceSecret!, second]) {
      const linked = await getProfile(secret)
      expect(linked.statusCode).toBe(200)
      const state = linked.json() as { state: string; devices: Array<{ thisDevice: boolean }> }
      expect(state.state).toBe('linked')
      expect(state.devices.map((device) => device.thisDevice).sort()).toEqual([false, true])
    }
    // Only hashes are stored.
    const hashes = (await t.app.db.selectFrom('profile_devices').select('secret_hash').execute()).map(
      (r) => r.secret_hash,
    )
    expect(hashes.sort()).toEqual([secretHash(start.deviceSecret!), secretHash(second)].sort())
  })

  it('answers every call with Cache-Control: no-store', async () => {
    const start = await startPairing(t.app)
    const { pairingSecret, deviceSecret } = start.json() as { pairingSecret: string; deviceSecret: string }
    const answers = [start, await getProfile(deviceSecret), await redeem(t.app, pairingSecret)]
    answers.push(await redeem(t.app, pairingSecret), await getProfile('nope'))
    expect(answers.map((res) => res.statusCode)).toEqual([201, 200, 200, 404, 401])
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store')
  })

  it('makes no profile from a pairing past its 10 minutes: 404, and the pairing goes', async () => {
    const start = await started()
    const row = await t.app.db.selectFrom('profile_pairings').selectAll().executeTakeFirstOrThrow()
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(PAIRING_TTL_MS)
    await expire(start.pairingSecret)

    const res = await redeem(t.app, start.pairingSecret)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'PAIRING_INVALID' })
    expect((await getProfile(start.deviceSecret!)).statusCode).toBe(401)
    expect(await counts()).toEqual({ profiles: 0, devices: 0, pairings: 1 })
    await deleteExpiredPairings(t.app.db)
    expect(await counts()).toEqual({ profiles: 0, devices: 0, pairings: 0 })
  })

  it('deletes expired pairings at each new start', async () => {
    const old = await started()
    await expire(old.pairingSecret)
    await started()
    expect(await t.app.db.selectFrom('profile_pairings').select('secret_hash').execute()).not.toContainEqual({
      secret_hash: secretHash(old.pairingSecret),
    })
    expect(await count('profile_pairings')).toBe(1)
  })

  it('answers a used, an expired and a never given secret alike, byte for byte but the Date', async () => {
    const used = await started()
    expect((await redeem(t.app, used.pairingSecret)).statusCode).toBe(200)
    const expired = await started()
    await expire(expired.pairingSecret)
    const answers = [
      await redeem(t.app, used.pairingSecret),
      await redeem(t.app, expired.pairingSecret),
      await redeem(t.app, randomBytes(16).toString('base64url')),
      await redeem(t.app, 'not even the right length'),
    ]
    expect(answers[0]!.statusCode).toBe(404)
    expect(answers[0]!.json()).toMatchObject({ code: 'PAIRING_INVALID' })
    for (const res of answers.slice(1)) expect(asSeen(res)).toEqual(asSeen(answers[0]!))
  })

  it('lets exactly one of three redeems at the same moment join', async () => {
    const start = await started()
    const results = await Promise.all([1, 2, 3].map(() => redeem(t.app, start.pairingSecret)))
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 404, 404])
    expect(await counts()).toEqual({ profiles: 1, devices: 2, pairings: 0 })
  })
})

describe('limits per address', () => {
  it('refuses the 11th failed redeem in 15 minutes with 429 and Retry-After; a success gives its slot back', async () => {
    const from = '203.0.113.40'
    const wrong = () => redeem(t.app, randomBytes(16).toString('base64url'), from)
    for (let i = 0; i < 9; i++) expect((await wrong()).statusCode).toBe(404)
    // A success from the same address in between does not count.
    const good = await started(undefined, '198.51.100.1')
    expect((await redeem(t.app, good.pairingSecret, from)).statusCode).toBe(200)
    expect((await wrong()).statusCode).toBe(404)

    const refused = await wrong()
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    // Even a right secret waits (or the limit would tell a guesser which guess was right), and is not used up.
    const other = await started(undefined, '198.51.100.1')
    expect((await redeem(t.app, other.pairingSecret, from)).statusCode).toBe(429)
    expect((await redeem(t.app, other.pairingSecret, '198.51.100.2')).statusCode).toBe(200)
  })

  it('lets an address start 10 links an hour: the 11th is 429 with Retry-After and keeps nothing', async () => {
    for (let i = 0; i < 10; i++) await started(undefined, '203.0.113.50')
    const refused = await startPairing(t.app, undefined, '203.0.113.50')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_PAIRINGS' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60)
    expect(await count('profile_pairings')).toBe(10)
    expect((await startPairing(t.app, undefined, '203.0.113.51')).statusCode).toBe(201)
  })
})

describe('a linked device', () => {
  it('shows a link that joins a third device to its own profile', async () => {
    const { first, second } = await linkTwoDevices(t.app)
    const start = await started(first)
    expect(start.deviceSecret).toBeUndefined()
    const third = await joinDevice(t.app, second)
    const res = await redeem(t.app, start.pairingSecret)
    const fourth = (res.json() as { deviceSecret: string }).deviceSecret
    expect(await counts()).toEqual({ profiles: 1, devices: 4, pairings: 0 })
    for (const secret of [first, second, third, fourth]) {
      const state = (await getProfile(secret)).json() as { devices: unknown[] }
      expect(state.devices).toHaveLength(4)
    }
  })

  it('is seen again at most once a day (for the 2-year rule), and only through its own secret', async () => {
    const { first, second } = await linkTwoDevices(t.app)
    const lastSeen = async (secret: string) =>
      (
        await t.app.db
          .selectFrom('profile_devices')
          .select('last_seen_at')
          .where('secret_hash', '=', secretHash(secret))
          .executeTakeFirstOrThrow()
      ).last_seen_at
    const setLastSeen = (secret: string, at: number) =>
      t.app.db
        .updateTable('profile_devices')
        .set({ last_seen_at: new Date(at).toISOString() })
        .where('secret_hash', '=', secretHash(secret))
        .execute()
    const hour = 60 * 60 * 1000
    await setLastSeen(first, Date.now() - 23 * hour)
    await setLastSeen(second, Date.now() - 25 * hour)
    const [firstBefore, secondBefore] = [await lastSeen(first), await lastSeen(second)]
    const before = Date.now()
    expect((await getProfile(first)).statusCode).toBe(200)
    expect((await getProfile(second)).statusCode).toBe(200)
    expect(await lastSeen(first)).toBe(firstBefore)
    expect(Date.parse(await lastSeen(second))).toBeGreaterThanOrEqual(before)
    expect(await lastSeen(second)).not.toBe(secondBefore)
  })

  it('cannot start a link with a secret that opens nothing: 401, and nothing is kept', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/pairings',
      headers: bearer(`icp_${randomBytes(32).toString('base64url')}`),
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'PROFILE_UNKNOWN' })
    expect(await counts()).toEqual({ profiles: 0, devices: 0, pairings: 0 })
  })
})
