// Links: the row→wire mapper, reads, and writes, each write with its sync change. A new link goes
// after the last one; the preview fields are filled in later, when the page has been fetched.
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, LinksTable } from './database.ts'
import { byId } from './rows-by-id.ts'
import type { Link } from '../../contract/link.ts'
import { recordChange } from './changes.ts'

export type LinkRow = Selectable<LinksTable>
export type NewLinkRow = Omit<Insertable<LinksTable>, 'sort_order' | 'og_title' | 'og_description' | 'og_image'>
export type LinkPreviewFields = Pick<LinkRow, 'og_title' | 'og_description' | 'og_image'>

export function toLink(row: LinkRow): Link {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    ogTitle: row.og_title,
    ogDescription: row.og_description,
    ogImage: row.og_image,
    sortOrder: row.sort_order,
    createdAt: row.created_at,
  }
}

/** By sortOrder, then oldest first. */
export async function listLinks(db: Kysely<Database>): Promise<Link[]> {
  const rows = await db
    .selectFrom('links')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(toLink)
}

export const findLink = (db: Kysely<Database>, id: string): Promise<Link | undefined> => byId(db, 'links', id, toLink)

/**
 * Inserts unless the id exists (a replayed add), after the last link (the highest sortOrder + 1);
 * true when it was new. Run it in a transaction so two adds cannot take the same place.
 */
export async function insertLinkIfNew(trx: Kysely<Database>, row: NewLinkRow): Promise<boolean> {
  const { highest } = await trx
    .selectFrom('links')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('highest'))
    .executeTakeFirstOrThrow()
  const inserted = await trx
    .insertInto('links')
    .values({
      ...row,
      sort_order: highest === null ? 0 : highest + 1,
      og_title: null,
      og_description: null,
      og_image: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  const created = (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
  if (created) await recordChange(trx, 'link', row.id, 'put')
  return created
}

/** False when the link is gone (deleted before its preview arrived). */
export async function setLinkPreview(trx: Kysely<Database>, id: string, preview: LinkPreviewFields): Promise<boolean> {
  const result = await trx.updateTable('links').set(preview).where('id', '=', id).executeTakeFirst()
  if (result.numUpdatedRows === 0n) return false
  await recordChange(trx, 'link', id, 'put')
  return true
}

/**
 * Gives each listed link its new sortOrder (a sync change for each that moved). Answers the ids
 * that are no link; the caller rolls the transaction back when there are any.
 */
export async function setLinkOrder(
  trx: Kysely<Database>,
  order: ReadonlyArray<{ id: string; sortOrder: number }>,
): Promise<string[]> {
  const unknown: string[] = []
  for (const { id, sortOrder } of order) {
    const row = await trx.selectFrom('links').select('sort_order').where('id', '=', id).executeTakeFirst()
    if (!row) unknown.push(id)
    else if (row.sort_order !== sortOrder) {
      await trx.updateTable('links').set({ sort_order: sortOrder }).where('id', '=', id).execute()
      await recordChange(trx, 'link', id, 'put')
    }
  }
  return unknown
}

/** Answers the deleted row, or undefined when there was none. */
export async function deleteLink(trx: Kysely<Database>, id: string): Promise<LinkRow | undefined> {
  const deleted = await trx.deleteFrom('links').where('id', '=', id).returningAll().executeTakeFirst()
  if (deleted) await recordChange(trx, 'link', id, 'delete')
  return deleted
}
