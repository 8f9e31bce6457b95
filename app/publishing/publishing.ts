// Publishing and editing stories from the app (the Upload and Edit dialogs). Always
// through the outbox, online or not: the form's fields and files become one outbox entry (a new
// story gets its id here, so a replay never makes two), a new story shows on this device at once,
// and the sync engine sends it now, or when the network is back, or from Background Sync.
import { loadLocal } from '../data/queries/local-db.ts'
import type { FormText, StoryPayload } from '../../db/outbox/outbox-entry.ts'
import type { StoryFormFields } from '../../contract/story.ts'
import type { StorySummary } from '../../contract/story.ts'
import { countWords, DEFAULT_DESCRIPTION, readTimeFor } from '../../contract/story-rules.ts'
import { abortDelivery } from '../sync/engine.ts'
import { queueWrite } from '../data/writes/queue-write.ts'
import { toLocalStory } from '../../contract/local-story.ts'
import { NEW_STORY_DRAFT, saveDraft } from './drafts.ts'
import { contentRow } from '../../db/local/story-rows.ts'
import { fieldsTakenBack, type StorySubmission } from './story-form-state.ts'

/** What a new story looks like on this device until the server has it (the server's wins then). */
function provisional(storyId: string, fields: FormText<StoryFormFields>): StorySummary {
  const now = new Date().toISOString()
  const releaseAt = fields.publishAt ? new Date(fields.publishAt).toISOString() : null
  const scheduled = releaseAt !== null && releaseAt > now
  const content = fields.content ?? ''
  return {
    id: storyId,
    title: fields.title ?? '',
    description: fields.description?.trim() ? fields.description : DEFAULT_DESCRIPTION,
    category: fields.category === 'series' ? 'series' : 'standalone',
    seriesId: null,
    seriesTitle: null,
    seasonNumber: null,
    episodeNumber: null,
    readTime: fields.readTime?.trim() || readTimeFor(content),
    coverImageUrl: null,
    coverThumbnailUrl: null,
    audioFileUrl: null,
    audioUrl: null,
    audioDuration: null,
    timings: [],
    isFeatured: fields.isFeatured === 'true',
    likes: 0,
    dislikes: 0,
    shares: 0,
    wordCount: countWords(content),
    commentCount: 0,
    createdAt: now,
    updatedAt: now,
    status: scheduled ? 'scheduled' : 'published',
    publishAt: scheduled ? releaseAt : now,
  }
}

/** Queues a publish (no `storyId`) or an edit; answers the outbox entry's number. */
export async function queueStory(submission: StorySubmission, draftId: string, storyId?: string): Promise<number> {
  // A publish taken back into the form keeps its id: sent again, it is still the same story.
  const id = storyId ?? (submission.fields.id || crypto.randomUUID())
  const payload: StoryPayload = {
    storyId: id,
    fields: storyId ? submission.fields : { ...submission.fields, id },
    cover: submission.cover,
    audio: submission.audio,
    timings: submission.timings,
    pictures: submission.pictures,
  }
  const title = submission.fields.title || 'a story'
  const entry = storyId
    ? { kind: 'story.update' as const, payload, label: `Edit of "${title}"` }
    : { kind: 'story.publish' as const, payload, label: `Publish "${title}"` }
  return queueWrite(entry, ['stories', 'scheduledStories', 'storyContent', 'drafts'], async (db) => {
    if (!storyId) {
      // One to be released later waits on the admin's Scheduled shelf, never on readers' lists.
      const story = provisional(id, submission.fields)
      if (story.status === 'published') await db.stories.put(toLocalStory(story))
      else await db.scheduledStories.put(story)
      await db.storyContent.put(contentRow(id, submission.fields.content ?? '', ''))
    }
    await db.drafts.delete(draftId)
  })
}

/** A refused, waiting or cancelled publish goes back into the form: its entry (and provisional story) go. */
export async function takeBackStory(seq: number): Promise<StorySubmission | undefined> {
  abortDelivery(seq)
  const { db, discardOutboxEntry } = await loadLocal()
  const entry = await db.outbox.get(seq)
  if (!entry || (entry.kind !== 'story.publish' && entry.kind !== 'story.update')) return undefined
  const { fields, cover, audio, timings, pictures } = entry.payload
  await discardOutboxEntry(seq)
  return { fields, cover, audio, timings, pictures }
}

/** A new story still waiting to be sent goes back to the upload form's draft, to be changed. */
export async function reopenQueuedStory(seq: number): Promise<void> {
  const back = await takeBackStory(seq)
  if (back)
    await saveDraft({
      id: NEW_STORY_DRAFT,
      fields: fieldsTakenBack(back.fields),
      cover: back.cover,
      audio: back.audio,
      timings: back.timings,
      pictures: back.pictures,
    })
}

/** A publish not sent yet is cancelled: its entry and what it showed go. */
export async function cancelQueuedStory(seq: number): Promise<void> {
  await (await loadLocal()).discardOutboxEntry(seq)
}
