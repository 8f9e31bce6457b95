// Links: the row→wire mapper and reads.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from './database.ts'
import type { Link } from '../schema/link.ts'

export interface LinksTable {
  id: string
  title: string
  url: string
  description: string | null
  og_title: string | null
  og_description: string | null
  og_image: string | null
  sort_order: number
  created_at: string
}
export type LinkRow = Selectable<LinksTable>

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
