// Links as the Links page reads them (live from Dexie in their order), and the admin's writes
// through the outbox: add (its id chosen here), delete, and a new order, which the device shows
// at once (a dragged card must not jump back) and puts back if the server refuses it.
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/local/db.ts'
import type { Link } from '../../db/schema/link.ts'
import type { DeletePayload, LinkCreatePayload, LinkReorderPayload } from '../../db/local/types.ts'
import { showLinkOrder } from '../../db/local/link-delivery.ts'
import { queueWrite } from './queue-write.ts'

export type { Link }

const inOrder = (a: Link, b: Link) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt)

export function useLinks(): Link[] | undefined {
  return useLiveQuery(async () => (await db.links.toArray()).sort(inOrder), [])
}

export function queueLinkAdd(fields: LinkCreatePayload['fields']): Promise<number> {
  const payload: LinkCreatePayload = { linkId: crypto.randomUUID(), fields }
  return queueWrite('link.create', payload, `Add link "${fields.title}"`)
}

export function queueLinkDelete(link: Link): Promise<number> {
  const payload: DeletePayload = { id: link.id, title: link.title }
  return queueWrite('link.delete', payload, `Delete link "${link.title}"`)
}

/** `links` in their new order: each gets its index as sortOrder (hub.md §7). */
export async function queueLinkOrder(links: readonly Link[], before: readonly Link[]): Promise<number> {
  const payload: LinkReorderPayload = {
    order: links.map((link, index) => ({ id: link.id, sortOrder: index })),
    previous: before.map((link) => ({ id: link.id, sortOrder: link.sortOrder })),
  }
  await showLinkOrder(payload.order)
  return queueWrite('link.reorder', payload, 'New order of the links')
}
