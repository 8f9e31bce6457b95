// Characters as the Character Hub reads them (live from Dexie, synced; never waiting on the
// network), and the admin's writes through the outbox: a save (new or edit, with a new picture
// uploaded first) shows on this device at once with its pending mark; a delete stays listed with
// its mark until the server has it.
import type { HubDatabase } from '../data/queries/local-db.ts'
import type { Character } from '../../contract/character.ts'
import type { StorySummary } from '../../contract/story.ts'
import type { CharacterSavePayload } from '../../db/outbox/outbox-entry.ts'
import { byCharacterName } from '../../contract/list-order.ts'
import { useSyncedList } from '../data/queries/use-synced-list.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { linkableIn } from '../reader/mentions.ts'
import { queueWrite } from '../data/writes/queue-write.ts'

export type { Character }
export type CharacterFields = CharacterSavePayload['fields']

export const readCharacters = async (db: HubDatabase) => (await db.characters.toArray()).sort(byCharacterName)

/** Every character by name; undefined while not known yet (useSyncedList). */
export function useCharacters(): Character[] | undefined {
  return useSyncedList(readCharacters, [], 'characters')
}

/** The characters whose mentions may link in `story` (app/reader/mentions.ts), from this device's
 * characters and their first stories; live as either changes. */
export function useLinkableCharacters(story: StorySummary): Character[] | undefined {
  return useLocalQuery(
    async (db) => {
      const characters = await db.characters.toArray()
      const firstIds = [...new Set(characters.flatMap((character) => character.firstStoryId ?? []))]
      const firsts = (await db.stories.bulkGet(firstIds)).filter((first) => first !== undefined)
      return linkableIn(story, characters, new Map(firsts.map((first) => [first.id, first])))
    },
    [story.id, story.seriesId, story.seasonNumber, story.episodeNumber, story.createdAt],
  )
}

/** The character as this device shows it until the server answers (a new picture shows once uploaded). */
function provisional(id: string, fields: CharacterFields, existing?: Character): Character {
  return {
    id,
    name: fields.name,
    bio: fields.bio,
    image_url: existing?.image_url ?? null,
    faction: fields.faction || null,
    role: fields.role || null,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    aliases: fields.aliases ?? existing?.aliases ?? [],
    firstStoryId: fields.firstStoryId === undefined ? (existing?.firstStoryId ?? null) : fields.firstStoryId || null,
    ...(fields.image_url !== undefined && { image_url: fields.image_url }),
  }
}

/** `existing` is the character being edited; without it a new one is made (its id chosen here). */
export function queueCharacterSave(
  fields: CharacterFields,
  image: Blob | undefined,
  existing?: Character,
): Promise<number> {
  const characterId = existing?.id ?? crypto.randomUUID()
  const payload: CharacterSavePayload = { characterId, isNew: !existing, fields, image, previous: existing }
  const label = existing ? `Edit of "${existing.name}"` : `New character "${fields.name}"`
  return queueWrite({ kind: 'character.save', payload, label }, ['characters'], (db) =>
    db.characters.put(provisional(characterId, fields, existing)),
  )
}

export function queueCharacterDelete(character: Character): Promise<number> {
  return queueWrite({
    kind: 'character.delete',
    payload: { id: character.id, title: character.name },
    label: `Delete character "${character.name}"`,
  })
}
