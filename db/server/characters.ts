// Characters: the row→wire mapper and reads.
import type { Kysely } from 'kysely'
import type { CharacterRow, Database } from './database.ts'
import type { Character } from '../schema/character.ts'

export function toCharacter(row: CharacterRow): Character {
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    image_url: row.image_url,
    faction: row.faction,
    role: row.role,
    createdAt: row.created_at,
  }
}

export async function charactersByIds(db: Kysely<Database>, ids: string[]): Promise<Character[]> {
  if (ids.length === 0) return []
  return (await db.selectFrom('characters').selectAll().where('id', 'in', ids).execute()).map(toCharacter)
}
