// Sending the admin's character writes: a new picture is uploaded first and its address kept in
// the entry (a retry does not send it again); a refused picture stops the save
// ("Character image upload failure aborts the save"). Then the character goes with its client-made
// id (a replay answers the same one) or as an edit; the answer lands in the local store at once.
import type { OutboxEntryOf } from './outbox-entry.ts'
import { api } from '../../client/api-client.ts'
import { duringUpload, unlessGone } from './refusal.ts'
import type { Deliveries, DeliveryContext } from './delivery.ts'

async function uploadImage(
  entry: OutboxEntryOf<'character.save'>,
  image: Blob,
  { store, signal }: DeliveryContext,
): Promise<string> {
  const { url } = await duringUpload(api.uploadCharacterImage({ body: { image }, signal }))
  const payload = { ...entry.payload, fields: { ...entry.payload.fields, image_url: url }, image: undefined }
  await store.update('outbox', entry.seq!, { payload })
  return url
}

async function deliverCharacterSave(entry: OutboxEntryOf<'character.save'>, context: DeliveryContext): Promise<void> {
  const { characterId, isNew, fields, image } = entry.payload
  const { store, signal } = context
  const body = { ...fields, image_url: image ? await uploadImage(entry, image, context) : fields.image_url }
  const saved = await (isNew
    ? api.createCharacter({ body: { ...body, id: characterId }, signal })
    : api.updateCharacter({ params: { id: characterId }, body, signal }))
  await store.put('characters', saved)
}

export const characterDelivery: Deliveries<'character.save' | 'character.delete'> = {
  'character.save': deliverCharacterSave,
  'character.delete': async (entry, { store }) => {
    await api.deleteCharacter({ params: { id: entry.payload.id } }).catch(unlessGone)
    await store.delete('characters', entry.payload.id)
  },
}
