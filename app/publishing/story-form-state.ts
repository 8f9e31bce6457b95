// The upload/edit form's state and how it becomes what is sent: the text
// fields as the server names them, the cover and audio files, and the checks the dialog makes
// before it queues anything (the server checks everything again).
import type { StorySummary } from '../../contract/story.ts'
import { seasonChoiceOf } from '../../contract/season-choice.ts'
import type { StorySubmission } from './publishing.ts'
import type { TimingFiles, TimingKind } from '../../story-text/webvtt.ts'

const REMOVE_FIELD = { captions: 'removeCaptions', chapters: 'removeChapters' } as const satisfies Record<
  TimingKind,
  string
>

export interface StoryFormState {
  /** Text fields, by the server's names; `id` only for a publish taken back into the form. */
  fields: Record<string, string>
  cover?: Blob
  coverName?: string
  /** Editing: the cover the story has now (its thumbnail), shown until removed or replaced. */
  currentCover?: string
  /** Editing: the story is to keep no cover (removeCover). */
  removeCover?: boolean
  /** A direct upload; a pasted legacy link is fields.audioFileUrl instead (one clears the other). */
  audio?: File
  audioDuration?: number
  /** Editing: the length of the audio the story has now, in seconds. */
  currentAudioDuration?: number
  /** Narration timings chosen (WebVTT files, checked when chosen), by kind. */
  timings?: TimingFiles
  /** Editing: the kinds of timings the story has now. */
  currentTimings?: TimingKind[]
  /** Editing: the kinds of timings the story is to keep no more (removeCaptions, removeChapters). */
  removeTimings?: TimingKind[]
  /** A Word document's pictures, by the index of their `picture:<n>` address in the text. */
  pictures?: Blob[]
  /** What the import left out (a picture too large or not an image), listed in the dialog. */
  importWarnings?: string[]
}

export const EMPTY_FORM: StoryFormState = {
  fields: {
    title: '',
    description: '',
    content: '',
    category: 'standalone',
    seasonNumber: '1',
    episodeNumber: '1',
    readTime: '',
    isFeatured: 'false',
    silent: 'false',
    audioFileUrl: '',
  },
}

/** The edit form of a story (its text from the server or this device). */
export function formOfStory(story: StorySummary, content: string): StoryFormState {
  return {
    fields: {
      title: story.title,
      description: story.description,
      content,
      category: story.category,
      seasonNumber: String(seasonChoiceOf(story.seriesId, story.seasonNumber)),
      episodeNumber: String(story.episodeNumber ?? 1),
      readTime: story.readTime,
      isFeatured: String(story.isFeatured),
      silent: 'false',
      audioFileUrl: story.audioFileUrl ?? story.audioUrl ?? '',
    },
    currentCover: story.coverThumbnailUrl ?? story.coverImageUrl ?? undefined,
    currentAudioDuration: story.audioDuration ?? undefined,
    currentTimings: story.timings.map((timing) => timing.kind),
  }
}

/** What is wrong before anything is sent (in the spec's words), or undefined. */
export function formProblem(form: StoryFormState): { title: string; description?: string } | undefined {
  if ((form.fields.title ?? '').trim() === '')
    return { title: 'Title Required', description: 'Please give the story a title.' }
  if ((form.fields.content ?? '').trim() === '')
    return { title: 'Content Required', description: 'Please either upload a story file or provide content text.' }
  const episode = Number(form.fields.episodeNumber)
  if (form.fields.category === 'series' && (!Number.isInteger(episode) || episode < 1))
    return { title: 'Episode Required', description: 'The episode number must be 1 or more.' }
  return undefined
}

/** The form as the outbox sends it: series fields only for a series; silent only for a new story. */
export function submissionOf(form: StoryFormState, editing: boolean): StorySubmission {
  const { seasonNumber, episodeNumber, silent, ...rest } = form.fields
  const fields: Record<string, string> = { ...rest, seriesId: '' }
  if (form.fields.category === 'series') Object.assign(fields, { seasonNumber, episodeNumber })
  if (!editing) fields.silent = silent ?? 'false'
  if (editing && form.removeCover && !form.cover) fields.removeCover = 'true'
  if (form.audio) fields.audioFileUrl = ''
  if (form.audioDuration !== undefined) fields.audioDuration = String(Math.round(form.audioDuration))
  for (const kind of form.removeTimings ?? []) if (editing && !form.timings?.[kind]) fields[REMOVE_FIELD[kind]] = 'true'
  return { fields, cover: form.cover, audio: form.audio, timings: form.timings, pictures: form.pictures }
}
