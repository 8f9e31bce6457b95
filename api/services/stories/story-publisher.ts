// Creates, edits and deletes stories: applies the form rules, stores cover and story file, writes
// the row, its media claims, its change log and (on publish) the push fan-out in one transaction,
// and sweeps the media it let go of after the transaction has committed.
import { randomUUID } from 'node:crypto'
import type { NewStoryRow } from '../../../db/server/stories.ts'
import type { Db } from '../../../db/server/connect.ts'
import type { Api } from '../../../contract/api.ts'
import type { Story } from '../../../contract/story.ts'
import { deleteStory, insertStoryIfNew, updateStory } from '../../../db/server/stories.ts'
import { findStory } from '../../../db/server/story-queries.ts'
import { findSeries } from '../../../db/server/series.ts'
import { seriesForSeasonChoice, SEASON_CHOICES } from '../../../contract/season-choice.ts'
import { enqueueStoryPush } from '../../../db/server/push-jobs.ts'
import { STANDALONE_TARGET } from '../../../contract/limits.ts'
import { Errors } from '../../errors.ts'
import type { Form } from '../forms/read-form.ts'
import { saveCover, saveImage } from '../media/images.ts'
import { claimMedia, type MediaStore } from '../media/media-store.ts'
import { isOwnMediaUrl } from '../../../contract/media-urls.ts'
import { replaceStoryPictures } from '../../../db/server/story-pictures.ts'
import { imageAddresses } from '../../../story-text/story-pictures.ts'
import { readStoryFile, type SavePicture } from './story-file.ts'
import { parseStoryInput, type StoryInput } from './story-input.ts'
import { countWords, readTimeFor } from '../../../contract/story-rules.ts'
import { storyPushPayload } from './story-push.ts'
import { readTimingFiles, storeTimings } from './story-timings.ts'

export interface PublisherDeps {
  db: Db
  media: MediaStore
  /** Called after a publish committed with a queued push (wakes the push worker). */
  onPushQueued?: () => void
}

/** POST and PUT /api/stories read the same form. */
type StoryForm = Form<Api['createStory']>

type SeriesPlacement = Pick<NewStoryRow, 'series_id' | 'series_title' | 'season_number' | 'episode_number'>

async function placeInSeries(db: Db, input: StoryInput, current?: Story): Promise<SeriesPlacement> {
  const category = input.category ?? current?.category ?? 'standalone'
  if (category === 'standalone')
    return { series_id: null, series_title: null, season_number: null, episode_number: null }
  const episode = input.episodeNumber ?? current?.episodeNumber ?? 1
  let seriesId = input.seriesId !== undefined ? input.seriesId : (current?.seriesId ?? null)
  let season = input.seasonNumber ?? current?.seasonNumber ?? 1
  if (seriesId === null) {
    // The upload form's season choice.
    if (!(SEASON_CHOICES as readonly number[]).includes(season)) {
      throw new Errors.BadInput('Season must be a choice from 1 to 5 when no series is given.')
    }
    ;({ seriesId, seasonNumber: season } = seriesForSeasonChoice(season))
  }
  const series = await findSeries(db, seriesId)
  if (!series) throw new Errors.BadInput('That series does not exist. Pick one from the series list.')
  return { series_id: series.id, series_title: series.title, season_number: season, episode_number: episode }
}

/** A Word document's picture through the image pipeline; one it refuses is left out of the text. */
const savePicture =
  (media: MediaStore): SavePicture =>
  async (bytes) => {
    try {
      return (await saveImage(media, bytes)).url
    } catch (error) {
      if (error instanceof Errors.InvalidImage || error instanceof Errors.BrokenImage) return null
      throw error
    }
  }

/** The pictures of ours a story's text shows (others, such as remote ones, are not ours to keep). */
const picturesIn = (content: string) => imageAddresses(content).filter(isOwnMediaUrl)

async function contentOf(deps: PublisherDeps, form: StoryForm, input: StoryInput): Promise<string | undefined> {
  const file = form.files.storyFile
  const content = file ? await readStoryFile(file.filename, file.data, savePicture(deps.media)) : input.content
  if (content !== undefined && content.trim() === '') throw new Errors.ContentRequired()
  return content
}

/** Every media URL a story holds: what an edit or a delete may have let go of. */
const storyMedia = (story: Story) => [
  story.coverImageUrl,
  story.coverThumbnailUrl,
  story.audioFileUrl,
  story.audioUrl,
  ...story.timings.map((timing) => timing.url),
  ...picturesIn(story.content),
]

/** `created` false: the client's id was already published (a replay); nothing new was made. */
export async function createStory(deps: PublisherDeps, form: StoryForm): Promise<{ story: Story; created: boolean }> {
  const input = parseStoryInput(form.fields, 'create')
  const published = input.id ? await findStory(deps.db, input.id) : undefined
  if (published) return { story: published, created: false }
  const timingFiles = readTimingFiles(form.files)
  const content = await contentOf(deps, form, input)
  if (content === undefined) throw new Errors.ContentRequired()
  const placement = await placeInSeries(deps.db, input)
  const cover = form.files.coverImage ? await saveCover(deps.media, form.files.coverImage.data) : undefined
  const timings = await storeTimings(deps.media, timingFiles)
  const now = new Date().toISOString()
  const row: NewStoryRow = {
    id: input.id ?? randomUUID(),
    title: input.title!,
    description: input.description!,
    content,
    category: input.category ?? 'standalone',
    ...placement,
    read_time: input.readTime || readTimeFor(content),
    cover_image_url: cover?.coverImageUrl ?? null,
    cover_thumbnail_url: cover?.coverThumbnailUrl ?? null,
    audio_file_url: input.audioFileUrl ?? null,
    audio_url: input.audioUrl ?? null,
    audio_duration: input.audioDuration ?? null,
    ...timings,
    is_featured: input.isFeatured ? 1 : 0,
    word_count: countWords(content),
    created_at: now,
    updated_at: now,
  }
  // A cover saved for a story that then fails to insert is left to the sweep's grace period.
  const created = await deps.db.transaction().execute(async (trx) => {
    await claimMedia(trx, [
      row.cover_image_url,
      row.cover_thumbnail_url,
      row.audio_file_url,
      row.audio_url,
      row.captions_url,
      row.chapters_url,
      ...picturesIn(content),
    ])
    // Two copies of one publish at once: the one that comes second finds the story made, and
    // answers it without a second push.
    if (!(await insertStoryIfNew(trx, row))) return false
    await replaceStoryPictures(trx, row.id, picturesIn(content))
    if (!input.silent) await enqueueStoryPush(trx, storyPushPayload(row), row.series_id ?? STANDALONE_TARGET)
    return true
  })
  if (created && !input.silent) deps.onPushQueued?.()
  return { story: (await findStory(deps.db, row.id))!, created }
}

export async function editStory(deps: PublisherDeps, id: string, form: StoryForm): Promise<Story> {
  const current = await findStory(deps.db, id)
  if (!current) throw new Errors.StoryNotFound()
  const input = parseStoryInput(form.fields, 'update')
  const timingFiles = readTimingFiles(form.files)
  const content = await contentOf(deps, form, input)
  const placement = await placeInSeries(deps.db, input, current)
  const cover = form.files.coverImage ? await saveCover(deps.media, form.files.coverImage.data) : undefined
  const timings = await storeTimings(deps.media, timingFiles, input.removeTimings)
  const changes: Partial<NewStoryRow> = {
    ...placement,
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.category !== undefined && { category: input.category }),
    ...(content !== undefined && { content, word_count: countWords(content) }),
    ...(input.readTime !== undefined && { read_time: input.readTime || readTimeFor(content ?? current.content) }),
    ...(input.isFeatured !== undefined && { is_featured: input.isFeatured ? 1 : 0 }),
    ...(input.audioFileUrl !== undefined && { audio_file_url: input.audioFileUrl }),
    ...(input.audioUrl !== undefined && { audio_url: input.audioUrl }),
    ...(input.audioDuration !== undefined && { audio_duration: input.audioDuration }),
    ...(input.removeCover && { cover_image_url: null, cover_thumbnail_url: null }),
    ...(cover && { cover_image_url: cover.coverImageUrl, cover_thumbnail_url: cover.coverThumbnailUrl }),
    ...timings,
  }
  await deps.db.transaction().execute(async (trx) => {
    await claimMedia(trx, [
      changes.cover_image_url,
      changes.cover_thumbnail_url,
      changes.audio_file_url,
      changes.audio_url,
      changes.captions_url,
      changes.chapters_url,
      ...picturesIn(content ?? ''),
    ])
    await updateStory(trx, id, current.seriesId, changes)
    if (content !== undefined) await replaceStoryPictures(trx, id, picturesIn(content))
  })
  await deps.media.sweep(storyMedia(current))
  return (await findStory(deps.db, id))!
}

export async function removeStory(deps: PublisherDeps, id: string): Promise<void> {
  const current = await findStory(deps.db, id)
  if (!current) throw new Errors.StoryNotFound()
  await deps.db.transaction().execute((trx) => deleteStory(trx, id, current.seriesId))
  await deps.media.sweep(storyMedia(current))
}
