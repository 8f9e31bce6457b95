// The track upload form's rules, pure so they can be tested: what a file must be, the
// title a file name suggests, and what is missing before Upload.
import { isAudioFile } from '../../contract/audio-formats.ts'
import { TrackCreate } from '../../contract/music.ts'
import { fieldAttributes, fitsNumber } from '../lib/field-limits.ts'
import { errorText, type ErrorText } from '../lib/error-text.ts'
import { isImageFile } from '../../contract/file-accept.ts'

export interface TrackForm {
  title: string
  artist: string
  albumTitle: string
  trackNumber: string
  description: string
  audio: File | null
  cover: File | null
}

const TITLE = fieldAttributes(TrackCreate, 'title')

/** "02 - Gate of Stars.mp3" → "02 - Gate of Stars": the name without its extension, cut to what a title holds. */
export function fileTitle(name: string): string {
  const dot = name.lastIndexOf('.')
  return (dot > 0 ? name.slice(0, dot) : name).trim().slice(0, TITLE.maxLength)
}

/** A whole number from 1, or empty (no number). */
const TRACK_NUMBER = fieldAttributes(TrackCreate, 'trackNumber')

/** Blank (the next after the album's highest), or a whole number within the server's range. */
export const isTrackNumber = (value: string) => fitsNumber(TRACK_NUMBER, value)

export function trackFormProblem(form: TrackForm, from: 'upload' | 'album'): ErrorText | undefined {
  if (!form.audio) return from === 'album' ? errorText.audioFileRequired() : errorText.noAudioSelected()
  if (!isAudioFile(form.audio)) return errorText.notAudio()
  if (form.cover && !isImageFile(form.cover)) return errorText.notImage()
  if (!form.title.trim()) return { title: 'Title is required' }
  if (!form.artist.trim()) return { title: 'Artist is required' }
  if (!isTrackNumber(form.trackNumber))
    return {
      title: 'Invalid track number',
      description: `Track number must be a whole number from ${TRACK_NUMBER.min} to ${TRACK_NUMBER.max}.`,
    }
  return undefined
}
