// Creates, edits and deletes stories: applies the form rules, stores cover and story file, writes
// the row, its media claims, its change log and (on publish) the push fan-out in one transaction,
// and sweeps the media it let go of after the transaction has committed. A story sent with a
// publishAt to come is scheduled: the release (story-release.ts) publishes it at its hour; until
// then only the admin sees it. The publisher is the admin's: it reads every story.
import { randomUUID } from 'node:crypto'
import type { NewStoryRow } from '../../../db/server/stories.ts'
import type { Db } from '../../../db/server/connect.ts'
import type { Api } from '../../../contract/api.ts'
import type { Story } from '../../../contract/story.ts'
import type { StoryStatus } from '../../../db/server/database.ts'
import { lockRows } from '../../../db/server/dialect/row-locks.ts'
import { releaseNow } from './story-release.ts'
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
  /** The time a release is measured against. */
  now: () => Date
  /** Called after a publish committed with a queued push (wakes the push worker). */
  onPushQueued?: () => void
  /** Called after a write that scheduled a story committed (wakes the release worker). */
  onScheduled?: () => void
}

/** A device's clock may run a little ahead of the server's: a year and a day is still a year. */
const PUBLISH_AHEAD_MAX_MS = (366 + 1) * 24 * 60 * 60 * 1000

/** Whether `publishAt` (null: now) is still to come; refuses one past the year. */
function isAhead(publishAt: Date | null | undefined, now: Date): publishAt is Date {
  if (!publishAt || publishAt <= now) return false
  if (publishAt.getTime() - now.getTime() > PUBLISH_AHEAD_MAX_MS)
    throw new Errors.BadInput('publishAt must be within a year from now: choose an earlier date.')
  return true
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
  const published = input.id ? await findStory(deps.db, input.id, 'admin') : undefined
  if (published) return { story: published, created: false }
  const nowDate = deps.now()
  const scheduled = isAhead(input.publishAt, nowDate)
  const timingFiles = readTimingFiles(form.files)
  const content = await contentOf(deps, form, input)
  if (content === undefined) throw new Errors.ContentRequired()
  const placement = await placeInSeries(deps.db, input)
  const cover = form.files.coverImage ? await saveCover(deps.media, form.files.coverImage.data) : undefined
  const timings = await storeTimings(deps.media, timingFiles)
  const now = nowDate.toISOString()
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
    status: scheduled ? 'scheduled' : 'published',
    publish_at: scheduled ? input.publishAt!.toISOString() : now,
    silent: input.silent ? 1 : 0,
  }
  const pushes = !scheduled && !input.silent
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
    if (pushes) await enqueueStoryPush(trx, storyPushPayload(row), row.series_id ?? STANDALONE_TARGET, nowDate)
    return true
  })
  if (created && pushes) deps.onPushQueued?.()
  if (created && scheduled) deps.onScheduled?.()
  return { story: (await findStory(deps.db, row.id, 'admin'))!, created }
}

export async function editStory(deps: PublisherDeps, id: string, form: StoryForm): Promise<Story> {
  const current = await findStory(deps.db, id, 'admin')
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
  const release = await deps.db.transaction().execute(async (trx) => {
    // Decided on the row as it is now, locked: an edit racing the release goes first or meets it
    // published.
    const now = deps.now()
    const release = releaseChange(await lockedStatus(trx, id), input, now)
    await claimMedia(trx, [
      changes.cover_image_url,
      changes.cover_thumbnail_url,
      changes.audio_file_url,
      changes.audio_url,
      changes.captions_url,
      changes.chapters_url,
      ...picturesIn(content ?? ''),
    ])
    await updateStory(trx, id, current.seriesId, { ...changes, ...release.columns })
    if (content !== undefined) await replaceStoryPictures(trx, id, picturesIn(content))
    return { ...release, pushQueued: release.now && (await releaseNow(trx, id, now)) }
  })
  if (release.pushQueued) deps.onPushQueued?.()
  if (release.columns.status === 'scheduled') deps.onScheduled?.()
  await deps.media.sweep(storyMedia(current))
  return (await findStory(deps.db, id, 'admin'))!
}

/** The story's status, read with its row locked for this transaction. */
async function lockedStatus(trx: Db, id: string): Promise<StoryStatus> {
  const row = await lockRows(
    trx,
    trx.selectFrom('stories').select('status').where('id', '=', id),
    'update',
  ).executeTakeFirst()
  if (!row) throw new Errors.StoryNotFound()
  return row.status
}

/**
 * What an edit does to the story's release: the columns it changes, and whether it releases the
 * story now (a past or blank publishAt on one still waiting). Once published a story stays so.
 */
function releaseChange(
  status: StoryStatus,
  input: StoryInput,
  now: Date,
): { columns: Partial<NewStoryRow>; now: boolean } {
  const ahead = isAhead(input.publishAt, now)
  if (status === 'published') {
    if (ahead || input.unschedule) throw new Errors.StoryAlreadyPublished()
    return { columns: {}, now: false }
  }
  const silent = input.silent === undefined ? {} : { silent: input.silent ? 1 : 0 }
  if (input.unschedule) return { columns: { ...silent, status: 'draft', publish_at: null }, now: false }
  if (ahead)
    return { columns: { ...silent, status: 'scheduled', publish_at: input.publishAt!.toISOString() }, now: false }
  return { columns: silent, now: input.publishAt !== undefined }
}

export async function removeStory(deps: PublisherDeps, id: string): Promise<void> {
  const current = await findStory(deps.db, id, 'admin')
  if (!current) throw new Errors.StoryNotFound()
  await deps.db.transaction().execute((trx) => deleteStory(trx, id, current.seriesId))
  await deps.media.sweep(storyMedia(current))
}
