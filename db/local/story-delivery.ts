// Sending a story the admin published or edited (an outbox entry, db/local/types.ts): its audio
// first, uploaded to a one-time address (a dropped connection restarts the upload cleanly on the
// next try; files are named by content, so the server keeps one copy), then the form with the
// cover. A new story carries its client-made id, so a replay answers the same story.
import { db, type OutboxEntry } from './db.ts'
import type { StoryPublishPayload } from './types.ts'
import { saveFullStory } from './stories.ts'
import { api, type UploadProgress } from '../client/api-client.ts'
import { ApiError, isRetryable } from '../client/api-error.ts'

/** A refused step of the audio upload, in the spec's words (stories.md §8) and the server's. */
function uploadRefused(error: unknown, words: (e: ApiError) => string): unknown {
  if (!(error instanceof ApiError) || isRetryable(error)) return error
  const reason = error.serverMessage ? ` ${error.serverMessage}` : ''
  return new ApiError(error.status, error.code, error.message, `${words(error)}.${reason}`, undefined, error.statusText)
}

async function uploadAudio(file: File, onProgress?: UploadProgress, signal?: AbortSignal): Promise<string> {
  const { uploadURL } = await api.requestAudioUpload({ signal }).catch((error: unknown) => {
    throw uploadRefused(error, (e) => `Failed to get upload URL: ${e.statusText}`)
  })
  const token = uploadURL.slice(uploadURL.lastIndexOf('/') + 1)
  const headers = { 'content-type': file.type || 'application/octet-stream' }
  const uploaded = await api.uploadAudio({ params: { token }, body: file, headers, onUploadProgress: onProgress, signal }).catch((error: unknown) => {
    throw uploadRefused(error, (e) => `Upload failed: ${e.status} ${e.statusText}`)
  })
  return uploaded.audioFileUrl
}

function storyForm(payload: StoryPublishPayload, audioFileUrl: string | undefined): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(payload.fields)) form.append(name, value)
  if (audioFileUrl) form.set('audioFileUrl', audioFileUrl)
  if (payload.cover) form.append('coverImage', payload.cover, 'cover.jpg')
  return form
}

export async function deliverStory(entry: OutboxEntry, onProgress?: UploadProgress, signal?: AbortSignal): Promise<void> {
  // Written by app/data/publishing.ts in this shape.
  const payload = entry.payload as unknown as StoryPublishPayload
  const audioFileUrl = payload.audio ? await uploadAudio(payload.audio, onProgress, signal) : undefined
  const body = storyForm(payload, audioFileUrl)
  const story = entry.kind === 'story.publish'
    ? await api.createStory({ body, signal })
    : await api.updateStory({ params: { id: payload.storyId }, body, signal })
  await saveFullStory(story)
}

/** A new story waiting to be published is shown on this device; it goes if the publish is dropped. */
export async function removeUnpublishedStory(entry: OutboxEntry): Promise<void> {
  if (entry.kind !== 'story.publish') return
  const { storyId } = entry.payload as unknown as StoryPublishPayload
  if (!(await db.outbox.filter((e) => e.seq !== entry.seq && (e.payload as { storyId?: string }).storyId === storyId).count())) {
    await Promise.all([db.stories.delete(storyId), db.storyContent.delete(storyId)])
  }
}
