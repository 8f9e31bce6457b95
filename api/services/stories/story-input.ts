// Turns the story form's text fields into checked values: the contract's schema
// (StoryFormFields) checks and converts each field, then the rules apply. On create every rule and
// default applies; on edit (all fields optional) only the fields sent are changed.
import { StoryFormFields } from '../../../contract/story.ts'
import { Errors } from '../../errors.ts'
import { checkFields } from '../../schema-errors.ts'
import { DEFAULT_DESCRIPTION } from '../../../contract/story-rules.ts'
import { cleanAudioFileUrl } from './audio-links.ts'
import { httpUrl } from '../../../contract/http-url.ts'
import { TIMING_KINDS, type TimingKind } from '../../../story-text/webvtt.ts'

export interface StoryInput {
  /** A new story's id chosen by the client (a replay must not make a second story). */
  id?: string
  title?: string
  description?: string
  content?: string
  category?: 'series' | 'standalone'
  seriesId?: string | null
  seasonNumber?: number
  episodeNumber?: number
  readTime?: string
  isFeatured?: boolean
  audioFileUrl?: string | null
  audioUrl?: string | null
  audioDuration?: number | null
  /** Publish without the push fan-out (absent: not sent). */
  silent?: boolean
  /** Edit: drop the cover (unless a new one is sent). */
  removeCover?: boolean
  /** Edit: the timings to drop (unless a new file of the kind is sent). */
  removeTimings?: Set<TimingKind>
  /** When to release it: an instant, null for now; absent, now on create and as it was on edit. */
  publishAt?: Date | null
  /** Edit: back to a draft. */
  unschedule?: boolean
}

/** The story's own words are stored exactly as sent; every other field is read without its spaces. */
const AS_SENT = new Set(['title', 'description', 'content'])
const FLAGS = new Set(['isFeatured', 'silent', 'removeCover', 'removeCaptions', 'removeChapters', 'unschedule'])
const isOn = (flag: unknown) => flag === true || flag === 'on' || flag === 'yes'

function normalise(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      if (AS_SENT.has(key)) return [key, value]
      return [key, FLAGS.has(key) ? value.trim().toLowerCase() : value.trim()]
    }),
  )
}

export function parseStoryInput(raw: Record<string, string>, mode: 'create' | 'update'): StoryInput {
  const f = checkFields(StoryFormFields, normalise(raw))
  const creating = mode === 'create'
  const input: StoryInput = {}
  if (f.silent !== undefined) input.silent = isOn(f.silent)
  if (creating && f.id) input.id = f.id.toLowerCase()

  if (f.title !== undefined || creating) {
    if (!f.title?.trim()) throw new Errors.BadInput('Title is required.')
    input.title = f.title
  }
  if (f.description !== undefined || creating)
    input.description = f.description?.trim() ? f.description : DEFAULT_DESCRIPTION
  if (f.content !== undefined) input.content = f.content
  if (f.category !== undefined || creating) input.category = f.category || 'standalone'
  if (f.seriesId !== undefined) input.seriesId = f.seriesId || null
  if (typeof f.seasonNumber === 'number') input.seasonNumber = f.seasonNumber
  if (typeof f.episodeNumber === 'number') input.episodeNumber = f.episodeNumber
  if (f.readTime !== undefined) input.readTime = f.readTime
  if (f.isFeatured !== undefined) input.isFeatured = isOn(f.isFeatured)
  if (!creating && isOn(f.removeCover)) input.removeCover = true
  if (!creating)
    input.removeTimings = new Set(
      TIMING_KINDS.filter((kind) => isOn(kind === 'captions' ? f.removeCaptions : f.removeChapters)),
    )
  if (f.audioFileUrl !== undefined) {
    const cleaned = cleanAudioFileUrl(f.audioFileUrl)
    if (cleaned === 'invalid')
      throw new Errors.BadInput('audioFileUrl must be an uploaded audio path (/api/audio/…) or an http(s) URL.')
    input.audioFileUrl = cleaned
  }
  if (f.audioUrl !== undefined) {
    if (f.audioUrl !== '' && httpUrl(f.audioUrl) === null)
      throw new Errors.BadInput('The audio link must be an http(s) URL.')
    input.audioUrl = f.audioUrl || null
  }
  if (f.audioDuration !== undefined) input.audioDuration = f.audioDuration === '' ? null : f.audioDuration
  if (f.publishAt !== undefined) input.publishAt = releaseTimeOf(f.publishAt)
  if (!creating && isOn(f.unschedule)) input.unschedule = true
  if (input.unschedule && input.publishAt !== undefined)
    throw new Errors.BadInput('Send either publishAt or unschedule, not both: a story is scheduled or a draft.')
  return input
}

/** The instant a publishAt names (blank: now), refusing a day or hour no calendar has. */
function releaseTimeOf(text: string): Date | null {
  if (text === '') return null
  const at = new Date(text)
  if (Number.isNaN(at.getTime()) || !isCalendarDay(text))
    throw new Errors.BadInput(`publishAt ${text} is not a date and time: send one such as 2026-06-13T18:00:00+02:00.`)
  return at
}

/** Whether the date part names a day of its month (JavaScript rolls 31 April over to 1 May). */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day
}
