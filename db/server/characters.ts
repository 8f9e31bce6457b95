// Characters: the row→wire mapper, reads, and writes, each write with its sync change.
import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { Database, CharactersTable } from './database.ts'
import { byId } from './rows-by-id.ts'
import type { Character } from '../../contract/character.ts'
import { recordChange } from './changes.ts'
import { caseless } from './dialect/caseless.ts'

export type CharacterRow = Selectable<CharactersTable>
export type NewCharacterRow = Insertable<CharactersTable>
export type CharacterChanges = Omit<Updateable<CharactersTable>, 'id' | 'created_at'>

export function toCharacter(row: CharacterRow): Character {
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    image_url: row.image_url,
    faction: row.faction,
    role: row.role,
    aliases: JSON.parse(row.aliases) as string[],
    firstStoryId: row.first_story_id,
    createdAt: row.created_at,
  }
}

/** By name regardless of case, then oldest first. */
export async function listCharacters(db: Kysely<Database>): Promise<Character[]> {
  const rows = await db
    .selectFrom('characters')
    .selectAll()
    .orderBy(caseless(db, 'name'))
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(toCharacter)
}

export const findCharacter = (db: Kysely<Database>, id: string): Promise<Character | undefined> =>
  byId(db, 'characters', id, toCharacter)

/** Inserts unless the id exists (a replayed create); true when it was new. */
export async function insertCharacterIfNew(trx: Kysely<Database>, row: NewCharacterRow): Promise<boolean> {
  const inserted = await trx
    .insertInto('characters')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  const created = (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
  if (created) await recordChange(trx, 'character', row.id, 'put')
  return created
}

/** Answers the row as it was before the change, or undefined when there is no such character. */
export async function updateCharacter(
  trx: Kysely<Database>,
  id: string,
  changes: CharacterChanges,
): Promise<CharacterRow | undefined> {
  const before = await trx.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirst()
  if (!before) return undefined
  await trx.updateTable('characters').set(changes).where('id', '=', id).execute()
  await recordChange(trx, 'character', id, 'put')
  return before
}

/** Answers the deleted row, or undefined when there was none. */
export async function deleteCharacter(trx: Kysely<Database>, id: string): Promise<CharacterRow | undefined> {
  const deleted = await trx.deleteFrom('characters').where('id', '=', id).returningAll().executeTakeFirst()
  if (deleted) await recordChange(trx, 'character', id, 'delete')
  return deleted
}
