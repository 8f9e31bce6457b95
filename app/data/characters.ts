// Characters as the Character Hub reads them (live from Dexie, synced; never waiting on the
// network), and the admin's writes through the outbox: a save (new or edit, with a new picture
// uploaded first) and a delete. Nothing changes on this device until the server has said yes.
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/local/db.ts'
import type { Character } from '../../db/schema/character.ts'
import type { CharacterSavePayload, DeletePayload } from '../../db/local/types.ts'
import { byName } from '../lib/characters.ts'
import { queueWrite } from './queue-write.ts'

export type { Character }
export type CharacterFields = CharacterSavePayload['fields']

export function useCharacters(): Character[] | undefined {
  return useLiveQuery(async () => (await db.characters.toArray()).sort(byName), [])
}

/** `existing` is the character being edited; without it a new one is made (its id chosen here). */
export function queueCharacterSave(fields: CharacterFields, image: Blob | undefined, existing?: Character): Promise<number> {
  const payload: CharacterSavePayload = { characterId: existing?.id ?? crypto.randomUUID(), isNew: !existing, fields, image }
  return queueWrite('character.save', payload, existing ? `Edit of "${existing.name}"` : `New character "${fields.name}"`)
}

export function queueCharacterDelete(character: Character): Promise<number> {
  const payload: DeletePayload = { id: character.id, title: character.name }
  return queueWrite('character.delete', payload, `Delete character "${character.name}"`)
}
