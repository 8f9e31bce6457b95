// The admin's link writes through the outbox against the real server, on fake-indexeddb: an add
// arrives once (also when sent again) and is listed at once, a new order shows on the device at
// once and is saved, and a delete lands on the device.
import { afterEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { useAdminFetch } from '../testing/admin-fetch.ts'
import { db } from '../../db/local/db.ts'
import { drainOutbox } from '../../db/outbox/outbox.ts'
import { queueLinkAdd, queueLinkDelete, queueLinkOrder } from './links.ts'

const t = useServerAndLocalDb()
const serverOrder = async () =>
  (await t.server.app.db.selectFrom('links').select(['title', 'sort_order']).orderBy('sort_order').execute()).map(
    (r) => r.title,
  )
const localOrder = async () => (await db.links.orderBy('sortOrder').toArray()).map((l) => l.title)
const admin = useAdminFetch(t)
afterEach(async () => {
  await t.server.app.linkPreviews.settled()
})

async function threeLinks() {
  for (const title of ['A', 'B', 'C'])
    await queueLinkAdd({ title, url: `https://example.com/${title}`, description: '' })
  expect(await drainOutbox()).toMatchObject({ delivered: 3, refused: [] })
  return db.links.orderBy('sortOrder').toArray()
}

describe('link writes through the outbox', () => {
  it('adds links in order, once even when an add is sent again', async () => {
    const seq = await queueLinkAdd({ title: 'Twice', url: 'https://example.com/twice', description: '' })
    const entry = await db.outbox.get(seq)
    if (entry?.kind !== 'link.create') throw new Error('a link entry was expected')
    const { linkId } = entry.payload
    await admin.realFetch(`${t.origin}/api/links`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: linkId, title: 'Twice', url: 'https://example.com/twice' }),
    })
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await serverOrder()).toEqual(['Twice'])
    expect(await db.links.get(linkId)).toMatchObject({ title: 'Twice' })
  })

  it("lists an offline add at once, and keeps a script address's refusal with its code", async () => {
    const seq = await queueLinkAdd({ title: 'Trap', url: 'javascript:alert(1)', description: '' })
    expect(await localOrder()).toEqual(['Trap'])
    expect((await drainOutbox()).refused).toHaveLength(1)
    expect((await db.outbox.get(seq))!.problem).toMatchObject({ code: 'BAD_INPUT', status: 400 })
    expect(await serverOrder()).toEqual([])
  })

  it('shows a new order at once and saves it', async () => {
    const [a, b, c] = await threeLinks()
    await queueLinkOrder([c!, a!, b!], [a!, b!, c!])
    expect(await localOrder()).toEqual(['C', 'A', 'B'])
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await serverOrder()).toEqual(['C', 'A', 'B'])
  })

  it('sends the order without a link another device deleted, once the sync has removed it', async () => {
    const [a, b, c] = await threeLinks()
    await t.server.app.inject({
      method: 'DELETE',
      url: `/api/links/${b!.id}`,
      headers: { 'x-admin-password': t.server.config.adminPassword },
    })
    await queueLinkOrder([c!, b!, a!], [a!, b!, c!])
    expect(await localOrder()).toEqual(['C', 'B', 'A'])
    await db.links.delete(b!.id) // what the sync does on the delete's change
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await serverOrder()).toEqual(['C', 'A'])
  })

  it('deletes a link, and a delete the server already did is done', async () => {
    const [a] = await threeLinks()
    await queueLinkDelete(a!)
    await queueLinkDelete(a!)
    expect(await drainOutbox()).toMatchObject({ delivered: 2, refused: [] })
    expect(await localOrder()).toEqual(['B', 'C'])
    expect(await serverOrder()).toEqual(['B', 'C'])
  })
})
