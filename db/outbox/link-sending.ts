// Sending the admin's link writes: a new link with its client-made id (a replay answers the same
// one; the server fills its preview later and the sync brings it), a delete, and a new order.
// A reorder is the order the admin wants; it is rebuilt when sent from the links this device
// still has, so a link deleted meanwhile is never named (the server would refuse the whole order).
// (Showing a new order on the page at once is link-delivery.ts's, which stays with Dexie.)
import type { LinkReorder } from '../../contract/link.ts'
import { api } from '../../client/api-client.ts'
import { unlessGone } from './refusal.ts'
import type { Deliveries } from './delivery.ts'
import type { LocalStore } from '../local/local-store.ts'

/** The wanted order, without links gone from this device; each keeps its place as sortOrder. */
export async function orderToSend(store: LocalStore, wanted: LinkReorder): Promise<LinkReorder> {
  const present = await Promise.all(wanted.map(({ id }) => store.get('links', id)))
  // Every entry is pending or refused: a delete in either state means the link is going.
  const deleting = new Set(
    (await store.getAll('outbox')).flatMap((e) => (e.kind === 'link.delete' ? [e.payload.id] : [])),
  )
  return wanted.filter(({ id }, at) => present[at] && !deleting.has(id)).map(({ id }, sortOrder) => ({ id, sortOrder }))
}

export const linkDelivery: Deliveries<'link.create' | 'link.delete' | 'link.reorder'> = {
  'link.create': async (entry, { store }) => {
    await store.put('links', await api.createLink({ body: { ...entry.payload.fields, id: entry.payload.linkId } }))
  },
  'link.delete': async (entry, { store }) => {
    await api.deleteLink({ params: { id: entry.payload.id } }).catch(unlessGone)
    await store.delete('links', entry.payload.id)
  },
  'link.reorder': async (entry, { store }) => {
    const order = await orderToSend(store, entry.payload.order)
    if (order.length === 0) return
    const links = await api.reorderLinks({ body: order })
    await store.transaction(['links'], (tx) => Promise.all(links.map((link) => tx.put('links', link))))
  },
}
