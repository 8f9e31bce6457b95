// Sending the admin's character writes (db/local/types.ts): a new picture is uploaded first and
// its address kept in the entry (a retry does not send it again); a refused picture stops the
// save (hub.md §7: "Character image upload failure aborts the save") and says so with
// IMAGE_REFUSED. Then the character goes with its client-made id (a replay answers the same one)
// or as an edit; the answer lands in Dexie at once.
import { db, type OutboxEntry } from './db.ts'
import type { CharacterSavePayload, DeletePayload } from './types.ts'
import { api, type UploadProgress } from '../client/api-client.ts'
import { ApiError, isRetryable } from '../client/api-error.ts'
import { goneAlready, refused } from './refusal.ts'

/** The start of a refusal that was the picture's, not the character's (the dialog words them apart). */
export const IMAGE_REFUSED = 'Image refused: '

async function uploadImage(entry: OutboxEntry, payload: CharacterSavePayload, signal?: AbortSignal): Promise<string> {
  const body = new FormData()
  body.append('image', payload.image!, payload.image instanceof File ? payload.image.name : 'character.jpg')
  try {
    const { url } = await api.uploadCharacterImage({ body, signal })
    const fields = { ...payload.fields, image_url: url }
    await db.outbox.update(entry.seq!, { payload: { ...payload, fields, image: undefined } as unknown as Record<string, unknown> })
    return url
  } catch (error) {
    if (!(error instanceof ApiError) || isRetryable(error)) throw error
    throw new ApiError(error.status, error.code, error.message, `${IMAGE_REFUSED}${error.serverMessage ?? error.message}`, undefined, error.statusText)
  }
}

async function deliverCharacterSave(entry: OutboxEntry, _progress?: UploadProgress, signal?: AbortSignal): Promise<void> {
  const payload = entry.payload as unknown as CharacterSavePayload
  const image_url = payload.image ? await uploadImage(entry, payload, signal) : payload.fields.image_url
  const body = { ...payload.fields, image_url }
  const saved = await (payload.isNew
    ? api.createCharacter({ body: { ...body, id: payload.characterId }, signal })
    : api.updateCharacter({ params: { id: payload.characterId }, body, signal })
  ).catch((error: unknown) => { throw refused(error) })
  await db.characters.put(saved)
}

async function deliverCharacterDelete(entry: OutboxEntry): Promise<void> {
  const { id } = entry.payload as unknown as DeletePayload
  await api.deleteCharacter({ params: { id } }).catch((error: unknown) => { if (!goneAlready(error)) throw refused(error) })
  await db.characters.delete(id)
}

export const characterDelivery = {
  'character.save': deliverCharacterSave,
  'character.delete': deliverCharacterDelete,
} as const
