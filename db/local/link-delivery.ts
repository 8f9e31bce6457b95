// Sending the admin's link writes: a new link with its client-made id (a replay answers the same
// one; the server fills its preview later and the sync brings it), a delete, and a new order.
// A reorder is the order the admin wants; it is rebuilt when sent from the links this device
// still has, so a link deleted meanwhile is never named (the server would refuse the whole order).
import { db } from './db.ts'
import type { OutboxEntryOf } from './outbox-entry.ts'
import type { LinkReorder } from '../schema/link.ts'
import { api } from '../client/api-client.ts'
import { unlessGone } from './refusal.ts'
import type { Deliveries } from './delivery.ts'

/** The wanted order, without links gone from this device; each keeps its place as sortOrder. */
export async function orderToSend(wanted: LinkReorder): Promise<LinkReorder> {
  const present = await db.links.bulkGet(wanted.map(({ id }) => id))
  const deleting = new Set((await db.outbox.where('status').anyOf('pending', 'refused').toArray())
    .flatMap((e) => (e.kind === 'link.delete' ? [e.payload.id] : [])))
  return wanted.filter(({ id }, at) => present[at] && !deleting.has(id)).map(({ id }, sortOrder) => ({ id, sortOrder }))
}

/** The device shows a new order at once (a dragged card must not jump back). */
export async function showLinkOrder(order: LinkReorder): Promise<void> {
  await db.transaction('rw', db.links, async () => {
    for (const { id, sortOrder } of order) await db.links.update(id, { sortOrder })
  })
}

async function deliverLinkReorder(entry: OutboxEntryOf<'link.reorder'>): Promise<void> {
  const order = await orderToSend(entry.payload.order)
  if (order.length === 0) return
  await db.links.bulkPut(await api.reorderLinks({ body: order }))
}

export const linkDelivery: Deliveries<'link.create' | 'link.delete' | 'link.reorder'> = {
  'link.create': async (entry) => {
    await db.links.put(await api.createLink({ body: { ...entry.payload.fields, id: entry.payload.linkId } }))
  },
  'link.delete': async (entry) => {
    await api.deleteLink({ params: { id: entry.payload.id } }).catch(unlessGone)
    await db.links.delete(entry.payload.id)
  },
  'link.reorder': deliverLinkReorder,
}
