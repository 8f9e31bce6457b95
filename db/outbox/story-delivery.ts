// Sending a story the admin published, edited or deleted: its audio first, uploaded to a one-time
// address (a dropped connection restarts the upload cleanly on the next try; files are named by
// content, so the server keeps one copy), then the form with the cover and the narration timings. A new story carries its
// client-made id, so a replay answers the same story.
import type { OutboxEntryOf } from './outbox-entry.ts'
import { deleteStoryTraces, putFullStory } from '../local/story-rows.ts'
import { api, type UploadProgress } from '../client/api-client.ts'
import { duringUpload, unlessGone } from './refusal.ts'
import type { Deliveries, DeliveryContext } from './delivery.ts'

async function uploadAudio(file: File, onProgress?: UploadProgress, signal?: AbortSignal): Promise<string> {
  const { uploadURL } = await duringUpload(api.requestAudioUpload({ signal }))
  const token = uploadURL.slice(uploadURL.lastIndexOf('/') + 1)
  const headers = { 'content-type': file.type || 'application/octet-stream' }
  const uploaded = await duringUpload(api.uploadAudio({ params: { token }, body: file, headers, onUploadProgress: onProgress, signal }))
  return uploaded.audioFileUrl
}

async function deliverStory(entry: OutboxEntryOf<'story.publish' | 'story.update'>, { store, onProgress, signal }: DeliveryContext): Promise<void> {
  const { storyId, fields, cover, audio, timings } = entry.payload
  const audioFileUrl = audio ? await uploadAudio(audio, onProgress, signal) : fields.audioFileUrl
  const body = { ...fields, audioFileUrl, coverImage: cover, captionsFile: timings?.captions, chaptersFile: timings?.chapters }
  const story = entry.kind === 'story.publish'
    ? await api.createStory({ body, signal })
    : await api.updateStory({ params: { id: storyId }, body, signal })
  await putFullStory(store, story)
}

export const storyDelivery: Deliveries<'story.publish' | 'story.update' | 'story.delete'> = {
  'story.publish': deliverStory,
  'story.update': deliverStory,
  'story.delete': async ({ payload: { id } }, { store }) => {
    await api.deleteStory({ params: { id } }).catch(unlessGone)
    await deleteStoryTraces(store, id)
  },
}
