// Turns the music forms' text into checked values: the contract's schemas
// (AlbumUpdateFields, TrackCreateFields, BackgroundMusicUpload) check and convert each field, worded
// by their errorMessage. Album and track names are read without surrounding spaces, so a blank title
// is a missing one; a description, and a background music title, are kept as written.
import { Type } from 'typebox'
import type { Api } from '../../../contract/api.ts'
import { AlbumUpdateFields, BackgroundMusicUpload, TrackCreateFields } from '../../../contract/music.ts'
import { Errors } from '../../errors.ts'
import { checkFields } from '../../schema-errors.ts'
import type { Form } from '../forms/read-form.ts'

export interface AlbumInput {
  title: string
  artist: string
  /** Absent: unchanged. */
  description?: string
}

export interface TrackInput {
  /** A new track's id chosen by the client (a replay must not make a second track). */
  id?: string
  title: string
  artist: string
  /** The album it goes to, or null for a track without one (albumTitle blank or not sent). */
  albumTitle: string | null
  /** Absent: the next after the album's highest. */
  trackNumber?: number
  description: string | null
}

export interface BackgroundMusicInput {
  /** The client's id for it (a replay answers the track already made). */
  id?: string
  title: string
  /** The uploaded file's own name, as the admin's device called it. */
  filename: string
  audioFileUrl: string
}

/** A title or artist not sent at all is blank, so its own message says it is required. */
const REQUIRED_BLANK = { title: '', artist: '' }

function normalise(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, key === 'description' ? value : value.trim()]),
  )
}

export function parseAlbumUpdate(raw: Record<string, string>): AlbumInput {
  const f = checkFields(AlbumUpdateFields, { ...REQUIRED_BLANK, ...normalise(raw) })
  return { title: f.title, artist: f.artist, ...(f.description !== undefined && { description: f.description }) }
}

const TrackFieldsSoFar = Type.Partial(TrackCreateFields)

/** The track form's text that came before its audio file: refused now if it is already wrong. */
export function checkTrackFieldsSoFar(raw: Record<string, string>): void {
  checkFields(TrackFieldsSoFar, normalise(raw))
}

export function parseTrackCreate(raw: Record<string, string>): TrackInput {
  const f = checkFields(TrackCreateFields, { ...REQUIRED_BLANK, ...normalise(raw) })
  return {
    ...(f.id && { id: f.id.toLowerCase() }),
    title: f.title,
    artist: f.artist,
    albumTitle: f.albumTitle || null,
    ...(typeof f.trackNumber === 'number' && { trackNumber: f.trackNumber }),
    description: f.description?.trim() ? f.description : null,
  }
}

const BackgroundMusicFields = Type.Omit(BackgroundMusicUpload, ['audio'])
const BackgroundMusicFieldsSoFar = Type.Partial(BackgroundMusicFields)
/** The spec's one refusal for a missing file or title; blank is missing. */
const isBlank = (title: string | undefined) => !title?.trim()

/** The background music form's text that came before its file: refused now if it is already wrong. */
export function checkBackgroundMusicSoFar(raw: Record<string, string>): void {
  if (raw.title !== undefined && isBlank(raw.title)) throw new Errors.MissingInformation()
  checkFields(BackgroundMusicFieldsSoFar, raw)
}

export function parseBackgroundMusicUpload(form: Form<Api['uploadBackgroundMusic'], string>): BackgroundMusicInput {
  const audio = form.stored.audio
  if (!audio || isBlank(form.fields.title)) throw new Errors.MissingInformation()
  const f = checkFields(BackgroundMusicFields, form.fields)
  return {
    ...(f.id && { id: f.id.toLowerCase() }),
    title: f.title,
    filename: audio.filename,
    audioFileUrl: audio.saved,
  }
}
