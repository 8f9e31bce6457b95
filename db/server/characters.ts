// Characters: the row→wire mapper and reads.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from './database.ts'
import type { Character } from '../schema/character.ts'

export interface CharactersTable {
  id: string
  name: string
  bio: string
  image_url: string | null
  faction: 'knights' | 'curve' | 'neutral' | null
  role: 'Protagonist' | 'Antagonist' | 'Supporting' | 'Minor' | null
  created_at: string
}
export type CharacterRow = Selectable<CharactersTable>

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
