// Turns the album and track forms' text into checked values (hub.md §5): the contract's schemas
// (AlbumUpdateFields, TrackCreateFields) check and convert each field, worded by their errorMessage.
// Names are read without surrounding spaces, so a blank title is a missing one; a description is
// kept as written.
import { Type } from 'typebox'
import { AlbumUpdateFields, TrackCreateFields } from '../../../db/schema/music.ts'
import { checkFields } from '../../schema-errors.ts'

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

/** A title or artist not sent at all is blank, so its own message says it is required. */
const REQUIRED_BLANK = { title: '', artist: '' }

function normalise(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, key === 'description' ? value : value.trim()]))
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
