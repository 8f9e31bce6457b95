// Adds, deletes and reorders links. Each writes its rows and sync changes in one
// transaction. A new link goes last and its page preview is fetched afterwards, in the background
// (not for a replay); a deleted link's re-hosted preview picture is swept once nothing uses it.
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db/server/connect.ts'
import type { Link, LinkCreate, LinkReorder } from '../../../contract/link.ts'
import { deleteLink, findLink, insertLinkIfNew, listLinks, setLinkOrder } from '../../../db/server/links.ts'
import { Errors } from '../../errors.ts'
import type { MediaStore } from '../media/media-store.ts'
import type { LinkPreviews } from './link-previews.ts'
import { checkLinkUrl } from './link-url.ts'

export interface LinkDeps {
  db: Db
  media: MediaStore
  previews: LinkPreviews
}

/** `created` false: the client's id was already used (a replay); nothing changed. */
export async function createLink(deps: LinkDeps, body: LinkCreate): Promise<{ link: Link; created: boolean }> {
  const id = body.id?.toLowerCase() ?? randomUUID()
  const replayed = await findLink(deps.db, id)
  if (replayed) return { link: replayed, created: false }
  const url = checkLinkUrl(body.url)
  const description = body.description?.trim() ? body.description : null
  const created = await deps.db
    .transaction()
    .execute((trx) =>
      insertLinkIfNew(trx, { id, title: body.title, url, description, created_at: new Date().toISOString() }),
    )
  const link = (await findLink(deps.db, id))!
  if (created) deps.previews.start(link)
  return { link, created }
}

export async function removeLink(deps: LinkDeps, id: string): Promise<void> {
  const deleted = await deps.db.transaction().execute((trx) => deleteLink(trx, id))
  if (!deleted) throw new Errors.LinkNotFound()
  await deps.media.sweep([deleted.og_image])
}

/** All the moves, or none: an unknown id rolls every one back. Answers the whole list. */
export async function reorderLinks(deps: LinkDeps, order: LinkReorder): Promise<Link[]> {
  const ids = order.map((entry) => entry.id.toLowerCase())
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice) throw new Errors.BadInput(`Each link may be listed once in a reorder; ${twice} is listed more than once.`)
  await deps.db.transaction().execute(async (trx) => {
    const unknown = await setLinkOrder(
      trx,
      order.map((entry, i) => ({ id: ids[i]!, sortOrder: entry.sortOrder })),
    )
    if (unknown.length > 0) throw new Errors.LinkNotFound()
  })
  return listLinks(deps.db)
}
