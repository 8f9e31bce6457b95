// Links: the row→wire mapper and reads.
import type { Kysely } from 'kysely'
import type { Database, LinkRow } from './database.ts'
import type { Link } from '../schema/link.ts'

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

export async function linksByIds(db: Kysely<Database>, ids: string[]): Promise<Link[]> {
  if (ids.length === 0) return []
  return (await db.selectFrom('links').selectAll().where('id', 'in', ids).execute()).map(toLink)
}
