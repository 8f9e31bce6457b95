// Sending a story the admin published, edited or deleted: its audio first, uploaded to a one-time
// address (a dropped connection restarts the upload cleanly on the next try; files are named by
// content, so the server keeps one copy), then the pictures its text shows (from a Word document),
// then the form with the cover and the narration timings. A new story carries its client-made id,
// so a replay answers the same story.
import type { OutboxEntryOf } from './outbox-entry.ts'
import { deleteStoryTraces, putFullStory } from '../local/story-rows.ts'
import { api, type UploadProgress } from '../../client/api-client.ts'
import { duringUpload, unlessGone } from './refusal.ts'
import { pendingPictures, withStoredPictures } from '../../story-text/story-pictures.ts'
import type { Deliveries, DeliveryContext } from './delivery.ts'

/** The stored file's address and its length as the server reads it (the one the story keeps). */
async function uploadAudio(
  file: File,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<{ audioFileUrl: string; audioDuration: number }> {
  const { uploadURL } = await duringUpload(api.requestAudioUpload({ signal }))
  const token = uploadURL.slice(uploadURL.lastIndexOf('/') + 1)
  const headers = { 'content-type': file.type || 'application/octet-stream' }
  const uploaded = await duringUpload(
    api.uploadAudio({ params: { token }, body: file, headers, onUploadProgress: onProgress, signal }),
  )
  return { audioFileUrl: uploaded.audioFileUrl, audioDuration: uploaded.duration }
}

/** The text with each picture it shows stored and named by its address (a replay stores none twice:
 * pictures are named by content). A picture the text names but the entry lacks stays as it is. */
async function withPictures(
  content: string | undefined,
  pictures: Blob[] | undefined,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (content === undefined || !pictures?.length) return content
  const stored = new Map<number, string>()
  for (const index of pendingPictures(content)) {
    const image = pictures[index]
    if (image) stored.set(index, (await duringUpload(api.uploadStoryPicture({ body: { image }, signal }))).url)
  }
  return withStoredPictures(content, stored)
}

async function deliverStory(
  entry: OutboxEntryOf<'story.publish' | 'story.update'>,
  { store, onProgress, signal }: DeliveryContext,
): Promise<void> {
  const { storyId, fields, cover, audio, timings, pictures } = entry.payload
  const stored = audio ? await uploadAudio(audio, onProgress, signal) : undefined
  const content = await withPictures(fields.content, pictures, signal)
  const body = {
    ...fields,
    ...stored,
    content,
    coverImage: cover,
    captionsFile: timings?.captions,
    chaptersFile: timings?.chapters,
  }
  const story =
    entry.kind === 'story.publish'
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
