// The outbox's delivery rules against the real server, on fake-indexeddb: each entry has its own
// state; an entry retrying after a server problem or refused holds back only later entries on the
// same resource; no answer means every entry waits for the network, and so does a server that
// takes a write and never answers (the round ends, it is not stuck); a reorder is the wanted
// order, rebuilt when sent; a discard takes back what the write showed on the device.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { useAdminFetch } from '../testing/admin-fetch.ts'
import { db } from '../../db/local/db.ts'
import { discardOutboxEntry, drainOutbox } from '../../db/outbox/outbox.ts'
import { NO_ANSWER_RETRY_MS, backoffMs } from '../../db/outbox/outbox-drain.ts'
import { refuseWrites } from '../../db/server/testing/refuse-writes.ts'
import { setApiBase, setStallMs } from '../../client/api-client.ts'
import { STALL_MS } from '../../client/stall-guard.ts'
import { deliveryStateOf } from '../data/writes/delivery-state.ts'
import { queueLinkAdd, queueLinkDelete, queueLinkOrder } from '../links/links.ts'
import { queueCharacterSave } from '../characters/characters.ts'

const t = useServerAndLocalDb()
let offline = false
useAdminFetch(t, { offline: () => offline })
beforeEach(() => {
  offline = false
})
const serverLinks = async () =>
  (await t.server.app.db.selectFrom('links').select(['title']).orderBy('sort_order').execute()).map((r) => r.title)
const serverCharacters = async () =>
  (await t.server.app.db.selectFrom('characters').select('name').execute()).map((r) => r.name)
const localLinks = async () => (await db.links.orderBy('sortOrder').toArray()).map((l) => l.title)
const stateOf = async (seq: number) => deliveryStateOf(await db.outbox.get(seq))
const link = (title: string, url = `https://example.com/${title}`) => ({ title, url, description: '' })
const character = (name: string) => ({ name, bio: `${name}'s story.`, image_url: null, faction: null, role: null })

async function links(...titles: string[]) {
  for (const title of titles) await queueLinkAdd(link(title))
  expect(await drainOutbox()).toMatchObject({ delivered: titles.length, refused: [] })
  return db.links.orderBy('sortOrder').toArray()
}

describe('per-entry delivery', () => {
  it('lets an entry for another resource through while one retries after a server problem', async () => {
    await refuseWrites(t.server.app.db, 'links', 'INSERT') // every link add answers 500
    const stuck = await queueLinkAdd(link('Stuck'))
    const free = await queueCharacterSave(character('Free'), undefined)
    const now = Date.now()
    expect(await drainOutbox(now)).toMatchObject({ delivered: 1, refused: [], interrupted: true })
    expect(await serverCharacters()).toEqual(['Free'])
    expect(await stateOf(free)).toEqual({ phase: 'delivered' })
    const retrying = await stateOf(stuck)
    expect(retrying).toMatchObject({ phase: 'retrying', problem: { code: 'INTERNAL', status: 500 } })
    expect(retrying.phase === 'retrying' && retrying.nextAttemptAt).toBeGreaterThan(now)

    await sql`DROP TRIGGER refuse_links_insert`.execute(t.server.app.db) // the server recovers
    expect(await drainOutbox(Date.now() + 60_000)).toMatchObject({ delivered: 1, interrupted: false })
    expect(await serverLinks()).toEqual(['Stuck'])
  })

  it('keeps the order of entries on the same resource: a delete waits for its add', async () => {
    await refuseWrites(t.server.app.db, 'links', 'INSERT')
    await queueLinkAdd(link('Brief'))
    const [brief] = await db.links.toArray()
    await queueLinkDelete(brief!)
    await drainOutbox()
    expect(await db.outbox.count()).toBe(2) // the delete was not sent ahead of its add
    await sql`DROP TRIGGER refuse_links_insert`.execute(t.server.app.db)
    expect(await drainOutbox(Date.now() + 60_000)).toMatchObject({ delivered: 2 })
    expect(await serverLinks()).toEqual([])
    expect(await localLinks()).toEqual([])
  })

  it('says an entry held behind an earlier change of its row waits for that change, not that it is being sent', async () => {
    await refuseWrites(t.server.app.db, 'characters', 'INSERT')
    await queueCharacterSave(character('Held'), undefined)
    const [made] = await db.characters.toArray()
    const edit = await queueCharacterSave({ ...character('Held'), bio: 'Edited.' }, undefined, made)
    await drainOutbox()
    expect(await stateOf(edit)).toEqual({ phase: 'waiting', after: 'New character "Held"' })
    await sql`DROP TRIGGER refuse_characters_insert`.execute(t.server.app.db)
    expect(await drainOutbox(Date.now() + 60_000)).toMatchObject({ delivered: 2 })
    expect(await serverCharacters()).toEqual(['Held'])
  })

  it('lets a later unrelated entry through past a refused one, and keeps the refusal', async () => {
    const trap = await queueLinkAdd(link('Trap', 'javascript:alert(1)'))
    await queueCharacterSave(character('After'), undefined)
    const result = await drainOutbox()
    expect(result).toMatchObject({ delivered: 1, refused: [{ seq: trap }] })
    expect(await serverCharacters()).toEqual(['After'])
    expect(await stateOf(trap)).toMatchObject({ phase: 'refused', problem: { code: 'BAD_INPUT', status: 400 } })
    // Never sent again by itself.
    expect(await drainOutbox(Date.now() + 3_600_000)).toMatchObject({ delivered: 0, refused: [] })
  })

  it('marks every entry waiting when the server cannot be reached, counting one attempt', async () => {
    offline = true
    const first = await queueLinkAdd(link('One'))
    const second = await queueCharacterSave(character('Two'), undefined)
    expect(await drainOutbox()).toMatchObject({ delivered: 0, interrupted: true })
    expect(await stateOf(first)).toMatchObject({ phase: 'waiting', problem: { code: 'NETWORK' } })
    expect(await stateOf(second)).toMatchObject({ phase: 'waiting', problem: { code: 'NETWORK' } })
    expect((await db.outbox.toArray()).map((e) => e.attempts)).toEqual([1, 0])
    offline = false
    expect(await drainOutbox(Date.now(), true)).toMatchObject({ delivered: 2 })
  })

  it('tries again within NO_ANSWER_RETRY_MS however long nothing answered, so a write goes soon after the server is back', async () => {
    offline = true
    const seq = await queueLinkAdd(link('Patient'))
    let now = Date.now()
    for (let attempt = 1; attempt <= 8; attempt++) {
      await drainOutbox(now)
      const entry = await db.outbox.get(seq)
      expect(entry!.attempts).toBe(attempt)
      expect(entry!.nextAttemptAt - now).toBe(Math.min(backoffMs(attempt), NO_ANSWER_RETRY_MS))
      now = entry!.nextAttemptAt
    }
    expect(backoffMs(8)).toBeGreaterThan(NO_ANSWER_RETRY_MS) // the server problems' backoff stays long
    offline = false
    expect(await drainOutbox(now)).toMatchObject({ delivered: 1 })
  })

  it('is not held by a server that takes a write and never answers: the round ends with every entry waiting, and the next delivers', async () => {
    const silent = http.createServer((req) => {
      req.resume()
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const first = await queueLinkAdd(link('Into the Void'))
    const second = await queueLinkAdd(link('Still Here'))
    setApiBase(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`)
    setStallMs(300)
    try {
      expect(await drainOutbox()).toMatchObject({ delivered: 0, interrupted: true })
      expect(await stateOf(first)).toMatchObject({ phase: 'waiting', problem: { code: 'NETWORK' } })
      expect(await stateOf(second)).toMatchObject({ phase: 'waiting', problem: { code: 'NETWORK' } })
    } finally {
      setStallMs(STALL_MS)
      setApiBase(t.origin)
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
    expect(await drainOutbox(Date.now(), true)).toMatchObject({ delivered: 2 })
    expect(await serverLinks()).toEqual(expect.arrayContaining(['Into the Void', 'Still Here']))
  })
})

describe('a reorder is the order wanted, rebuilt when sent', () => {
  it('never names a link deleted meanwhile', async () => {
    const [a, b, c, d] = await links('A', 'B', 'C', 'D')
    offline = true
    await queueLinkDelete(b!) // B stays listed, marked, until the server has the delete
    await queueLinkOrder([b!, c!, a!, d!], [a!, b!, c!, d!]) // A moved past the deleted B
    expect(await localLinks()).toEqual(['B', 'C', 'A', 'D'])
    await drainOutbox()
    offline = false
    expect(await drainOutbox(Date.now(), true)).toMatchObject({ delivered: 2, refused: [] })
    expect(await serverLinks()).toEqual(['C', 'A', 'D'])
    expect(await localLinks()).toEqual(['C', 'A', 'D'])
  })

  it('replaces an older order not delivered yet; a discard puts back the order before both', async () => {
    const [a, b, c] = await links('A', 'B', 'C')
    offline = true
    await queueLinkOrder([c!, a!, b!], [a!, b!, c!])
    const newest = await queueLinkOrder([b!, c!, a!], [c!, a!, b!])
    expect((await db.outbox.toArray()).map((e) => e.seq)).toEqual([newest])
    expect(await localLinks()).toEqual(['B', 'C', 'A'])
    await discardOutboxEntry(newest)
    expect(await localLinks()).toEqual(['A', 'B', 'C'])
    offline = false
  })

  it('sends the newest order once the network is back', async () => {
    const [a, b, c] = await links('A', 'B', 'C')
    offline = true
    await queueLinkOrder([c!, a!, b!], [a!, b!, c!])
    await drainOutbox()
    await queueLinkOrder([b!, a!, c!], [c!, a!, b!])
    offline = false
    expect(await drainOutbox(Date.now(), true)).toMatchObject({ delivered: 1 })
    expect(await serverLinks()).toEqual(['B', 'A', 'C'])
  })
})

describe('discard', () => {
  it('gives up the later changes of a row whose add is given up', async () => {
    const trap = await queueLinkAdd(link('Trap', 'javascript:alert(1)'))
    const [row] = await db.links.toArray()
    await queueLinkDelete(row!)
    await drainOutbox()
    expect(await stateOf(trap)).toMatchObject({ phase: 'refused' })
    await discardOutboxEntry(trap)
    expect(await db.outbox.count()).toBe(0)
    expect(await localLinks()).toEqual([])
  })

  it('takes an offline add off the device, and puts an offline edit back as it was', async () => {
    offline = true
    const add = await queueLinkAdd(link('Gone'))
    expect(await localLinks()).toEqual(['Gone'])
    await discardOutboxEntry(add)
    expect(await localLinks()).toEqual([])

    offline = false
    await queueCharacterSave(character('Vey'), undefined)
    await drainOutbox()
    const vey = (await db.characters.toArray())[0]!
    offline = true
    const edit = await queueCharacterSave({ ...character('Vey'), bio: 'Rewritten.' }, undefined, vey)
    expect((await db.characters.get(vey.id))?.bio).toBe('Rewritten.')
    await discardOutboxEntry(edit)
    expect(await db.characters.get(vey.id)).toEqual(vey)
  })
})
