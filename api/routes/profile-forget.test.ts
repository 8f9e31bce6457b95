// Forget me and Unlink (issue 60): forgetting a profile leaves nothing of it on the server, in any
// profile table or rate-limit counter, by its id or by its secrets' hashes, and every one of its
// devices is refused after; another profile is untouched. A device that unlinks stops working, and
// the last device to leave takes the profile with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import {
  change,
  clock,
  joinDevice,
  linkTwoDevices,
  profileCall,
  push,
  putStory,
  pulledState,
  redeem,
  startPairing,
  values,
} from '../testing/profile-devices.ts'
import { secretHash } from '../services/profile/profile-secrets.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const getProfile = (secret: string) => profileCall(t.app, secret, { method: 'GET', url: '/api/profile' })
const forget = (secret: string) => profileCall(t.app, secret, { method: 'DELETE', url: '/api/profile' })
const unlink = (secret: string) => profileCall(t.app, secret, { method: 'DELETE', url: '/api/profile/device' })

const profileOf = async (secret: string) =>
  (
    await t.app.db
      .selectFrom('profile_devices')
      .select('profile_id')
      .where('secret_hash', '=', secretHash(secret))
      .executeTakeFirstOrThrow()
  ).profile_id

/** Rows anywhere in the profile tables and rate-limit counters naming any of `values` (ids or hashes). */
async function rowsNaming(values: readonly string[]): Promise<Record<string, number>> {
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(t.app.db)).rows[0]!.n)
  const list = sql.join(values)
  return {
    reader_profiles: await count(sql`SELECT count(*) AS n FROM reader_profiles WHERE id IN (${list})`),
    profile_devices: await count(
      sql`SELECT count(*) AS n FROM profile_devices WHERE profile_id IN (${list}) OR secret_hash IN (${list})`,
    ),
    profile_pairings: await count(
      sql`SELECT count(*) AS n FROM profile_pairings
          WHERE profile_id IN (${list}) OR secret_hash IN (${list}) OR initiator_hash IN (${list})`,
    ),
    profile_items: await count(sql`SELECT count(*) AS n FROM profile_items WHERE profile_id IN (${list})`),
    rate_limits: (await t.app.db.selectFrom('rate_limits').select('key').execute()).filter((row) =>
      values.some((value) => row.key.includes(value)),
    ).length,
  }
}

const NOTHING = { reader_profiles: 0, profile_devices: 0, profile_pairings: 0, profile_items: 0, rate_limits: 0 }

describe('Forget me', () => {
  it('leaves nothing of the profile, refuses each of its devices, and leaves another profile alone', async () => {
    const story = await putStory(t.app)
    const ours = await linkTwoDevices(t.app)
    const third = await joinDevice(t.app, ours.second)
    const theirs = await linkTwoDevices(t.app)
    const edits = [
      change('favourite', story, clock(1), values.favourite(1)),
      change('setting', 'reading.theme', clock(1), 'dark'),
      change('listeningPlace', story, clock(1), values.listeningPlace(0, 120)),
    ]
    for (const secret of [ours.first, theirs.first]) expect((await push(t.app, secret, edits)).statusCode).toBe(200)
    // A link the profile showed and nobody used yet.
    const pending = (await startPairing(t.app, ours.first)).json().pairingSecret as string
    const ourId = await profileOf(ours.first)
    const theirId = await profileOf(theirs.first)
    const ourValues = [ourId, ...[ours.first, ours.second, third, pending].map(secretHash)]
    const theirValues = [theirId, ...[theirs.first, theirs.second].map(secretHash)]
    expect(await rowsNaming(ourValues)).toEqual({
      reader_profiles: 1,
      profile_devices: 3,
      profile_pairings: 1,
      profile_items: 3,
      rate_limits: 1,
    })
    const theirsBefore = await rowsNaming(theirValues)

    const res = await forget(ours.second)
    expect(res.statusCode).toBe(204)
    expect(res.headers['cache-control']).toBe('no-store')

    expect(await rowsNaming(ourValues)).toEqual(NOTHING)
    expect(await rowsNaming(theirValues)).toEqual(theirsBefore)
    for (const secret of [ours.first, ours.second, third]) {
      expect((await getProfile(secret)).statusCode).toBe(401)
      expect((await push(t.app, secret, edits)).statusCode).toBe(401)
    }
    expect((await redeem(t.app, pending)).statusCode).toBe(404)
    expect(await pulledState(t.app, theirs.second)).toHaveLength(3)
  })
})

describe('Unlink this device', () => {
  it('stops only this device’s secret; the last device to leave deletes the profile', async () => {
    const story = await putStory(t.app)
    const { first, second } = await linkTwoDevices(t.app)
    await push(t.app, first, [change('favourite', story, clock(1), values.favourite(1))])
    const profileId = await profileOf(first)

    expect((await unlink(first)).statusCode).toBe(204)
    expect((await getProfile(first)).statusCode).toBe(401)
    const state = (await getProfile(second)).json()
    expect(state).toMatchObject({ state: 'linked', devices: [{ thisDevice: true }] })
    expect(await pulledState(t.app, second)).toHaveLength(1)

    expect((await unlink(second)).statusCode).toBe(204)
    expect(await rowsNaming([profileId, secretHash(first), secretHash(second)])).toEqual(NOTHING)
  })
})
