// The admin's link writes through the outbox against the real server, on fake-indexeddb: an add
// arrives once (also when sent again), a new order shows on the device at once and is saved, a
// refused order is put back, and a delete lands on the device.
import { afterEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { useAdminFetch } from '../testing/admin-fetch.ts'
import { db } from '../../db/local/db.ts'
import { drainOutbox } from '../../db/local/outbox.ts'
import { queueLinkAdd, queueLinkDelete, queueLinkOrder } from './links.ts'

const t = useServerAndLocalDb()
const serverOrder = async () => (await t.server.app.db.selectFrom('links').select(['title', 'sort_order']).orderBy('sort_order').execute()).map((r) => r.title)
const localOrder = async () => (await db.links.orderBy('sortOrder').toArray()).map((l) => l.title)
const admin = useAdminFetch(t)
afterEach(async () => { await t.server.app.linkPreviews.settled() })

async function threeLinks() {
  for (const title of ['A', 'B', 'C']) await queueLinkAdd({ title, url: `https://example.com/${title}`, description: '' })
  expect(await drainOutbox()).toMatchObject({ delivered: 3, failed: [] })
  return db.links.orderBy('sortOrder').toArray()
}

describe('link writes through the outbox', () => {
  it('adds links in order, once even when an add is sent again', async () => {
    const seq = await queueLinkAdd({ title: 'Twice', url: 'https://example.com/twice', description: '' })
    const { linkId } = (await db.outbox.get(seq))!.payload as { linkId: string }
    await admin.realFetch(`${t.origin}/api/links`, { method: 'POST', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ id: linkId, title: 'Twice', url: 'https://example.com/twice' }) })
    expect(await drainOutbox()).toMatchObject({ delivered: 1, failed: [] })
    expect(await serverOrder()).toEqual(['Twice'])
    expect(await db.links.get(linkId)).toMatchObject({ title: 'Twice' })
  })

  it("keeps a script address's refusal for the form", async () => {
    const seq = await queueLinkAdd({ title: 'Trap', url: 'javascript:alert(1)', description: '' })
    expect((await drainOutbox()).failed).toHaveLength(1)
    expect((await db.outbox.get(seq))!.lastError).toMatch(/^Bad Request - .*URL/)
    expect(await serverOrder()).toEqual([])
  })

  it('shows a new order at once and saves it', async () => {
    const [a, b, c] = await threeLinks()
    await queueLinkOrder([c!, a!, b!], [a!, b!, c!])
    expect(await localOrder()).toEqual(['C', 'A', 'B'])
    expect(await drainOutbox()).toMatchObject({ delivered: 1, failed: [] })
    expect(await serverOrder()).toEqual(['C', 'A', 'B'])
  })

  it('puts the order back when the server refuses it', async () => {
    const [a, b, c] = await threeLinks()
    await t.server.app.inject({ method: 'DELETE', url: `/api/links/${b!.id}`, headers: { 'x-admin-password': t.server.config.adminPassword } })
    await queueLinkOrder([c!, b!, a!], [a!, b!, c!])
    expect(await localOrder()).toEqual(['C', 'B', 'A'])
    expect((await drainOutbox()).failed).toHaveLength(1)
    expect(await localOrder()).toEqual(['A', 'B', 'C'])
    expect(await serverOrder()).toEqual(['A', 'C'])
  })

  it('deletes a link, and a delete the server already did is done', async () => {
    const [a] = await threeLinks()
    await queueLinkDelete(a!)
    await queueLinkDelete(a!)
    expect(await drainOutbox()).toMatchObject({ delivered: 2, failed: [] })
    expect(await localOrder()).toEqual(['B', 'C'])
    expect(await serverOrder()).toEqual(['B', 'C'])
  })
})
