// The page's side of a new order of the links: shown on the device at once, inside the write
// that queues it (a dragged card must not jump back). Sending it is link-sending.ts's, which the
// service worker runs too.
import { db } from './db.ts'
import type { LinkReorder } from '../../contract/link.ts'

export async function showLinkOrder(order: LinkReorder): Promise<void> {
  await db.transaction('rw', db.links, async () => {
    for (const { id, sortOrder } of order) await db.links.update(id, { sortOrder })
  })
}
