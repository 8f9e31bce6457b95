// Turns the story form's text fields into checked values (stories.md §5). On create every rule
// and default applies; on edit (all fields optional) only the fields sent are changed.
import { CONTENT_MAX_CHARS, DESCRIPTION_MAX, TITLE_MAX } from '../../../db/schema/common.ts'
import { Errors } from '../../errors.ts'
import { cleanAudioFileUrl, DEFAULT_DESCRIPTION, isHttpUrl, parseFlag } from './story-rules.ts'

export interface StoryInput {
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
  /** Publish without the push fan-out. */
  silent: boolean
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const READ_TIME = /^[\p{L}\p{N} .:-]{1,20}$/u

/** Text is stored exactly as sent; only its length is checked here and blankness by the caller. */
function text(name: string, value: string, max: number): string {
  if (value.length > max) throw new Errors.BadInput(`${name} is too long: at most ${max} characters.`)
  return value
}

function wholeNumber(name: string, value: string, min: number, max: number): number | undefined {
  if (value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Errors.BadInput(`${name} must be a whole number from ${min} to ${max}.`)
  }
  return n
}

function flag(name: string, value: string): boolean {
  const parsed = parseFlag(value)
  if (parsed === undefined) throw new Errors.BadInput(`${name} must be true or false.`)
  return parsed
}

export function parseStoryInput(fields: Record<string, string>, mode: 'create' | 'update'): StoryInput {
  const has = (key: string) => Object.hasOwn(fields, key)
  const get = (key: string) => fields[key] ?? ''
  const input: StoryInput = { silent: has('silent') ? flag('silent', get('silent')) : false }

  if (has('title') || mode === 'create') {
    const title = text('Title', get('title'), TITLE_MAX)
    if (title.trim() === '') throw new Errors.BadInput('Title is required.')
    input.title = title
  }
  if (has('description') || mode === 'create') {
    const description = text('Description', get('description'), DESCRIPTION_MAX)
    input.description = description.trim() === '' ? DEFAULT_DESCRIPTION : description
  }
  if (has('content')) {
    if (get('content').length > CONTENT_MAX_CHARS) {
      throw new Errors.BadInput(`The story text is too long: at most ${CONTENT_MAX_CHARS} characters.`)
    }
    input.content = get('content')
  }
  if (has('category') || mode === 'create') {
    const category = get('category').trim() || 'standalone'
    if (category !== 'series' && category !== 'standalone') {
      throw new Errors.BadInput('Category must be "series" or "standalone".')
    }
    input.category = category
  }
  if (has('seriesId')) {
    const seriesId = get('seriesId').trim()
    if (seriesId !== '' && !UUID.test(seriesId)) throw new Errors.BadInput('seriesId must be a series id (a UUID).')
    input.seriesId = seriesId || null
  }
  if (has('seasonNumber')) input.seasonNumber = wholeNumber('Season number', get('seasonNumber'), 1, 100)
  if (has('episodeNumber')) input.episodeNumber = wholeNumber('Episode number', get('episodeNumber'), 1, 10_000)
  if (has('readTime')) {
    const readTime = get('readTime').trim()
    if (readTime !== '' && !READ_TIME.test(readTime)) {
      throw new Errors.BadInput('Read time must be short text such as "3min" (letters, digits and spaces, at most 20).')
    }
    input.readTime = readTime
  }
  if (has('isFeatured')) input.isFeatured = flag('isFeatured', get('isFeatured'))
  if (has('audioFileUrl')) {
    const cleaned = cleanAudioFileUrl(get('audioFileUrl'))
    if (cleaned === 'invalid') {
      throw new Errors.BadInput('audioFileUrl must be an uploaded audio path (/api/audio/…) or an http(s) URL.')
    }
    input.audioFileUrl = cleaned
  }
  if (has('audioUrl')) {
    const audioUrl = get('audioUrl').trim()
    if (audioUrl !== '' && (!isHttpUrl(audioUrl) || audioUrl.length > 2048)) {
      throw new Errors.BadInput('The audio link must be an http(s) URL.')
    }
    input.audioUrl = audioUrl || null
  }
  if (has('audioDuration')) {
    const raw = get('audioDuration').trim()
    const n = Number(raw)
    if (raw !== '' && (!Number.isFinite(n) || n < 0 || n > 1e7)) {
      throw new Errors.BadInput('audioDuration must be a number of seconds.')
    }
    input.audioDuration = raw === '' ? null : n
  }
  return input
}
