// The addresses of the media this server keeps, read the same by the server that writes and serves
// them and the app that shows them: a content-addressed name (a SHA-256 and one of our extensions)
// under one of our kinds, at the endpoint table's two file routes; and the older audio paths a
// story may still name, which the server keeps as they are.
import { ROUTES } from './api-routes.ts'
import { AUDIO_FORMATS } from './audio-formats.ts'
import { pathPattern, pathSource } from './path-pattern.ts'

export const MEDIA_KINDS = ['covers', 'images', 'audio', 'timings'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** The Content-Type each stored extension is served with (send's guesses differ for flac, webm). */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  vtt: 'text/vtt; charset=utf-8',
  ...Object.fromEntries(AUDIO_FORMATS.map((format) => [format.ext, format.mimeType])),
}

/** Every name we ever write: a SHA-256 and one of our extensions. Nothing else is served. */
export const MEDIA_FILE_NAME = new RegExp(`^[a-f0-9]{64}\\.(${Object.keys(MEDIA_TYPES).join('|')})$`)

/** Where audio files are served: stories keep theirs at this, the older of the two file routes. */
const AUDIO_FOLDER = ROUTES.getAudioFile.path.replace(':file', '')

export function mediaUrl(kind: MediaKind, fileName: string): string {
  return kind === 'audio'
    ? `${AUDIO_FOLDER}${fileName}`
    : ROUTES.getMediaFile.path.replace(':kind', kind).replace(':file', fileName)
}

// The URLs of the table's two file routes, read back.
const MEDIA_FILE_URL = pathPattern(ROUTES.getMediaFile.path, { capture: true, values: { kind: MEDIA_KINDS } })
const AUDIO_FILE_URL = pathPattern(ROUTES.getAudioFile.path, { capture: true })

/** The blob key (<kind>/<file name>) of a kind and name we serve, else null. */
export function mediaKey(kind: string, fileName: string): string | null {
  return MEDIA_KINDS.includes(kind as MediaKind) && MEDIA_FILE_NAME.test(fileName) ? `${kind}/${fileName}` : null
}

/** Our own URL → its blob key, or null for anything else (external links, odd names, traversal). */
export function mediaUrlToKey(url: string): string | null {
  const media = MEDIA_FILE_URL.exec(url)
  if (media) return mediaKey(media[1]!, media[2]!)
  const audio = AUDIO_FILE_URL.exec(url)
  return audio ? mediaKey('audio', audio[1]!) : null
}

/** One of the URLs this server writes (and so one its sweep may remove). */
export const isOwnMediaUrl = (url: string | null | undefined): url is string => !!url && mediaUrlToKey(url) !== null

/** What the picture uploads answer (a character's, a story text's): one of our images. */
export const isOwnImageUrl = (url: string): boolean => mediaUrlToKey(url)?.startsWith('images/') ?? false

/** An uploaded story audio's address as the story form tells it from a typed link: under the audio route. */
export const isUploadedAudioPath = (url: string): boolean => url.startsWith(AUDIO_FOLDER)

/**
 * An audio path of this site a story may keep as sent: an upload's, or one of the older forms
 * (/audio/<id>, /objects/...) stories from before the uploads still name. Never one that climbs (..).
 */
const AUDIO_PATH = new RegExp(`^(?:${pathSource(AUDIO_FOLDER)}|/audio/|/objects/)[A-Za-z0-9][A-Za-z0-9._\\-/]{0,255}$`)
export const isOwnAudioPath = (value: string): boolean => AUDIO_PATH.test(value) && !value.includes('..')

/** An old upload's id wherever the text names it (…/audio/<id> or …/uploads/<id>). */
const LEGACY_AUDIO_ID = /\/(?:audio|uploads)\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})/

/** The old-form path (/audio/<id>) of the upload a text names, or undefined when it names none. */
export function legacyAudioPath(text: string): string | undefined {
  const id = LEGACY_AUDIO_ID.exec(text)?.[1]
  return id ? `/audio/${id}` : undefined
}
