// Sending the admin's link writes (db/local/types.ts): a new link with its client-made id (a replay
// answers the same one; the server fills its preview later and the sync brings it), a delete, and
// a new order. A refused order puts the device's links back as they were.
import { db, type OutboxEntry } from './db.ts'
import type { DeletePayload, LinkCreatePayload, LinkReorderPayload } from './types.ts'
import { api } from '../client/api-client.ts'
import { ApiError, isRetryable } from '../client/api-error.ts'
import { goneAlready, refused } from './refusal.ts'

async function deliverLinkCreate(entry: OutboxEntry): Promise<void> {
  const { linkId, fields } = entry.payload as unknown as LinkCreatePayload
  const link = await api.createLink({ body: { ...fields, id: linkId } }).catch((error: unknown) => { throw refused(error) })
  await db.links.put(link)
}

async function deliverLinkDelete(entry: OutboxEntry): Promise<void> {
  const { id } = entry.payload as unknown as DeletePayload
  await api.deleteLink({ params: { id } }).catch((error: unknown) => { if (!goneAlready(error)) throw refused(error) })
  await db.links.delete(id)
}

async function putOrder(order: LinkReorderPayload['order']): Promise<void> {
  await db.transaction('rw', db.links, async () => {
    for (const { id, sortOrder } of order) await db.links.update(id, { sortOrder })
  })
}

async function deliverLinkReorder(entry: OutboxEntry): Promise<void> {
  const { order, previous } = entry.payload as unknown as LinkReorderPayload
  try {
    const links = await api.reorderLinks({ body: order })
    await db.links.bulkPut(links)
  } catch (error) {
    if (error instanceof ApiError && !isRetryable(error)) await putOrder(previous)
    throw refused(error)
  }
}

export const linkDelivery = {
  'link.create': deliverLinkCreate,
  'link.delete': deliverLinkDelete,
  'link.reorder': deliverLinkReorder,
} as const

/** The device shows a new order at once (the drag must not jump back); the outbox sends it. */
export const showLinkOrder = putOrder
