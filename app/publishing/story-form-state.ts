// The upload/edit form's state and how it becomes what is sent: the text
// fields as the server names them, the cover and audio files, and the checks the dialog makes
// before it queues anything (the server checks everything again).
import type { StorySummary } from '../../contract/story.ts'
import { seasonChoiceOf } from '../../contract/season-choice.ts'
import type { TimingFiles, TimingKind } from '../../story-text/webvtt.ts'
import type { FormText } from '../../db/outbox/outbox-entry.ts'
import type { StoryFormFields } from '../../contract/story.ts'
import { instantOfLocalInput, isoWithOffset, localInputOf, nextFullHour, scheduleProblem } from './schedule-time.ts'

/** What one publish or edit sends: the text fields by the server's names, and the files. */
export interface StorySubmission {
  fields: FormText<StoryFormFields>
  cover?: Blob
  audio?: File
  timings?: TimingFiles
  pictures?: Blob[]
}

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
    ...releaseFields('now', ''),
  },
}

/**
 * When the story is to be released (issue 61): `now`, `later` (at `releaseAt`, a datetime-local
 * value in the device's zone), `draft` (kept back, for a story not released yet) or `published`
 * (already out: nothing to choose). Editing, `releaseWas` holds the choice the story came with, so
 * an edit that leaves it alone sends no publishAt and never races the release.
 */
export type ReleaseChoice = 'now' | 'later' | 'draft' | 'published'

function releaseFields(when: ReleaseChoice, releaseAt: string) {
  return { when, releaseAt, releaseWas: `${when} ${releaseAt}` }
}

/** The release time chosen, when "Publish on…" is. */
export function chosenRelease(form: StoryFormState): Date | null {
  return form.fields.when === 'later' ? instantOfLocalInput(form.fields.releaseAt ?? '') : null
}

/** "Publish on…" picked: the field starts at the next full hour. */
export function releaseChoice(form: StoryFormState, when: ReleaseChoice, now = new Date()): Record<string, string> {
  const releaseAt = when === 'later' && !form.fields.releaseAt ? localInputOf(nextFullHour(now)) : form.fields.releaseAt
  return { ...form.fields, when, releaseAt: releaseAt ?? '' }
}

const releaseChanged = (fields: Record<string, string>) =>
  `${fields.when ?? 'now'} ${fields.releaseAt ?? ''}` !== (fields.releaseWas ?? 'now ')

/** What is wrong with the release time chosen. One left as it was is not checked again: it may
 * have passed on its way to the release. */
export function releaseProblem(form: StoryFormState, now = new Date()): string | null {
  return form.fields.when === 'later' && releaseChanged(form.fields) ? scheduleProblem(chosenRelease(form), now) : null
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
      ...(story.status === 'published'
        ? releaseFields('published', '')
        : story.status === 'scheduled' && story.publishAt
          ? releaseFields('later', localInputOf(new Date(story.publishAt)))
          : releaseFields('draft', '')),
    },
    currentCover: story.coverThumbnailUrl ?? story.coverImageUrl ?? undefined,
    currentAudioDuration: story.audioDuration ?? undefined,
    currentTimings: story.timings.map((timing) => timing.kind),
  }
}

/** What is wrong before anything is sent (in the spec's words), or undefined. */
export function formProblem(
  form: StoryFormState,
  now = new Date(),
): { title: string; description?: string } | undefined {
  if ((form.fields.title ?? '').trim() === '')
    return { title: 'Title Required', description: 'Please give the story a title.' }
  if ((form.fields.content ?? '').trim() === '')
    return { title: 'Content Required', description: 'Please either upload a story file or provide content text.' }
  const episode = Number(form.fields.episodeNumber)
  if (form.fields.category === 'series' && (!Number.isInteger(episode) || episode < 1))
    return { title: 'Episode Required', description: 'The episode number must be 1 or more.' }
  const problem = releaseProblem(form, now)
  if (problem) return { title: 'Release Time', description: problem }
  return undefined
}

/** How the release choice is sent: publishAt (blank: now) or unschedule; on an edit only when it changed. */
function releaseSubmission(form: StoryFormState, editing: boolean): Record<string, string> {
  if (editing && !releaseChanged(form.fields)) return {}
  const at = chosenRelease(form)
  if (at) return { publishAt: isoWithOffset(at) }
  if (form.fields.when === 'draft') return editing ? { unschedule: 'true' } : {}
  return editing ? { publishAt: '' } : {}
}

/**
 * The form as the outbox sends it: series fields only for a series; silent only for a new story;
 * the release choice as the server names it.
 */
export function submissionOf(form: StoryFormState, editing: boolean): StorySubmission {
  const { seasonNumber, episodeNumber, silent, when: _when, releaseAt: _at, releaseWas: _was, ...rest } = form.fields
  const fields: Record<string, string> = { ...rest, ...releaseSubmission(form, editing), seriesId: '' }
  if (form.fields.category === 'series') Object.assign(fields, { seasonNumber, episodeNumber })
  if (!editing) fields.silent = silent ?? 'false'
  if (editing && form.removeCover && !form.cover) fields.removeCover = 'true'
  if (form.audio) fields.audioFileUrl = ''
  if (form.audioDuration !== undefined) fields.audioDuration = String(Math.round(form.audioDuration))
  for (const kind of form.removeTimings ?? []) if (editing && !form.timings?.[kind]) fields[REMOVE_FIELD[kind]] = 'true'
  return { fields, cover: form.cover, audio: form.audio, timings: form.timings, pictures: form.pictures }
}

/**
 * What was sent, back in the form (a refused, stopped or reopened publish or edit) over `base`: the
 * release as it was chosen, so a scheduled story never comes back as "Publish now".
 */
export function fieldsTakenBack(
  sent: Record<string, string | undefined>,
  base: Record<string, string> = EMPTY_FORM.fields,
): Record<string, string> {
  const { publishAt, unschedule, ...rest } = sent
  const release: Record<string, string> =
    publishAt === undefined
      ? unschedule === 'true'
        ? { when: 'draft', releaseAt: '' }
        : {}
      : publishAt === ''
        ? { when: 'now', releaseAt: '' }
        : { when: 'later', releaseAt: localInputOf(new Date(publishAt)) }
  const kept = Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  return { ...base, ...kept, ...release }
}
