// Adds, edits and deletes characters. Each writes its row, its media claim and its sync
// change in one transaction; a picture it let go of (replaced or deleted) is swept after the commit,
// so it goes only once nothing uses it.
import { randomUUID } from 'node:crypto'
import type { Character, CharacterCreate, CharacterFields } from '../../../contract/character.ts'
import { deleteCharacter, findCharacter, insertCharacterIfNew, updateCharacter } from '../../../db/server/characters.ts'
import type { Db } from '../../../db/server/connect.ts'
import { Errors } from '../../errors.ts'
import { claimMedia, type MediaStore } from '../media/media-store.ts'
import { characterColumns } from './character-input.ts'
import { lockRows } from '../../../db/server/dialect/row-locks.ts'

export interface CharacterDeps {
  db: Db
  media: MediaStore
}

/**
 * A first story must be one readers can see (characters sync to everyone), and it may not be
 * deleted meanwhile: same transaction.
 */
async function checkFirstStory(trx: Db, storyId: string | null | undefined): Promise<void> {
  if (!storyId) return
  const found = await lockRows(
    trx,
    trx.selectFrom('stories').select('id').where('id', '=', storyId).where('status', '=', 'published'),
    'share',
  ).executeTakeFirst()
  if (!found)
    throw new Errors.BadInput('firstStoryId names no story: pick the story the character first appears in, or none.')
}

/** `created` false: the client's id was already used (a replay); nothing changed. */
export async function createCharacter(
  deps: CharacterDeps,
  body: CharacterCreate,
): Promise<{ character: Character; created: boolean }> {
  const id = body.id?.toLowerCase() ?? randomUUID()
  const replayed = await findCharacter(deps.db, id)
  if (replayed) return { character: replayed, created: false }
  const columns = { image_url: null, faction: null, role: null, ...characterColumns(body) }
  const created = await deps.db.transaction().execute(async (trx) => {
    await claimMedia(trx, [columns.image_url])
    await checkFirstStory(trx, columns.first_story_id)
    return insertCharacterIfNew(trx, { id, ...columns, created_at: new Date().toISOString() })
  })
  return { character: (await findCharacter(deps.db, id))!, created }
}

export async function editCharacter(deps: CharacterDeps, id: string, body: CharacterFields): Promise<Character> {
  const columns = characterColumns(body)
  const before = await deps.db.transaction().execute(async (trx) => {
    await claimMedia(trx, [columns.image_url])
    await checkFirstStory(trx, columns.first_story_id)
    return updateCharacter(trx, id, columns)
  })
  if (!before) throw new Errors.CharacterNotFound()
  if (columns.image_url !== undefined && columns.image_url !== before.image_url)
    await deps.media.sweep([before.image_url])
  return (await findCharacter(deps.db, id))!
}

export async function removeCharacter(deps: CharacterDeps, id: string): Promise<void> {
  const deleted = await deps.db.transaction().execute((trx) => deleteCharacter(trx, id))
  if (!deleted) throw new Errors.CharacterNotFound()
  await deps.media.sweep([deleted.image_url])
}
