// Links as the Links page reads them (live from Dexie in their order), and the admin's writes
// through the outbox: an add (its id chosen here) is listed at once; a delete stays listed with
// its pending mark until the server has it; a new order shows at once (a dragged card must not
// jump back) and replaces an older order not delivered yet.
import { useSyncedList } from '../data/queries/use-synced-list.ts'
import type { HubDatabase } from '../data/queries/local-db.ts'
import { byLinkOrder } from '../../contract/list-order.ts'
import { loadLocal } from '../data/queries/local-db.ts'
import type { Link } from '../../contract/link.ts'
import type { LinkCreatePayload } from '../../db/outbox/outbox-entry.ts'
import { queueWrite } from '../data/writes/queue-write.ts'
import { $delivering } from '../sync/status.ts'
import { replacedEntries } from '../data/writes/delivery-state.ts'

export type { Link }

export const readLinks = async (db: HubDatabase) => (await db.links.toArray()).sort(byLinkOrder)

/** Every link in its order; undefined while not known yet (useSyncedList). */
export function useLinks(): Link[] | undefined {
  return useSyncedList(readLinks, [], 'links')
}

export async function queueLinkAdd(fields: LinkCreatePayload['fields']): Promise<number> {
  const linkId = crypto.randomUUID()
  return queueWrite(
    { kind: 'link.create', payload: { linkId, fields }, label: `Add link "${fields.title}"` },
    ['links'],
    async (db) => {
      const last = (await db.links.orderBy('sortOrder').last())?.sortOrder ?? -1
      const { title, url, description } = fields
      await db.links.add({
        id: linkId,
        title,
        url,
        description: description || null,
        ogTitle: null,
        ogDescription: null,
        ogImage: null,
        sortOrder: last + 1,
        createdAt: new Date().toISOString(),
      })
    },
  )
}

export function queueLinkDelete(link: Link): Promise<number> {
  return queueWrite({
    kind: 'link.delete',
    payload: { id: link.id, title: link.title },
    label: `Delete link "${link.title}"`,
  })
}

/** `links` in their new order: each gets its index as sortOrder. */
export async function queueLinkOrder(links: readonly Link[], before: readonly Link[]): Promise<number> {
  const order = links.map((link, index) => ({ id: link.id, sortOrder: index }))
  const previous = before.map((link) => ({ id: link.id, sortOrder: link.sortOrder }))
  const payload = { order, previous }
  const { showLinkOrder } = await loadLocal()
  return queueWrite({ kind: 'link.reorder', payload, label: 'New order of the links' }, ['links'], async (db) => {
    // An older order not sent yet is replaced (one being sent finishes first): the newest is what
    // the admin wants, and the oldest `previous` is what a discard puts back. This runs before the
    // entry is added, so the payload can still take that oldest `previous`.
    const older = await db.outbox.filter((e) => e.kind === 'link.reorder' && !$delivering.get().has(e.seq!)).toArray()
    if (older[0]?.kind === 'link.reorder') payload.previous = older[0].payload.previous
    await db.outbox.bulkDelete(older.map((e) => e.seq!))
    for (const { seq } of older) replacedEntries.add(seq!)
    await showLinkOrder(order)
  })
}
