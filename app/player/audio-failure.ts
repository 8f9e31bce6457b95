// Why audio failed, in what a person can act on (issue 55): the file cannot be reached, the device
// cannot play it, or no sound can come out. Pure: the player (playback.ts) and the background music
// ask it with what the element said and what a look at the file found (audio-reachability.ts).
import type { AudioFailure } from '../lib/error-text.ts'

/** MediaError's codes (HTML §4.8.11.1); MEDIA_ERR_ABORTED comes with an `abort` event, never `error`. */
export const MEDIA_ERR_NETWORK = 2
export const MEDIA_ERR_DECODE = 3
export const MEDIA_ERR_SRC_NOT_SUPPORTED = 4
/** HTMLMediaElement's readyState: the length is known; enough to move on from the position. */
const HAVE_METADATA = 1
const HAVE_FUTURE_DATA = 3

/** The element's `error` at one moment. */
export interface MediaErrorSnapshot {
  code: number
  message: string
}

/** What a look at the file found: audio, an HTTP error status, or no answer at all. */
export type Reachability = 'reachable' | 'http-error' | 'no-answer'

/** What the element is doing, as far as its failures are concerned. */
export interface MediaState {
  paused: boolean
  ended: boolean
  /** Undefined for a media with no notion of it (a device voice). */
  readyState?: number
  error: MediaErrorSnapshot | null
}

/** What a media (an element, a device voice) says of itself now. */
export function mediaStateOf(media: {
  paused: boolean
  ended: boolean
  readyState?: number
  error?: MediaError | null
}): MediaState {
  return { paused: media.paused, ended: media.ended, readyState: media.readyState, error: mediaErrorOf(media) }
}

export const mediaErrorOf = (media: { error?: MediaError | null }): MediaErrorSnapshot | null =>
  media.error ? { code: media.error.code, message: media.error.message } : null

/** The element is playing, not stopped by what went wrong: its clock moves. */
export const playsOn = (media: MediaState): boolean =>
  !media.paused && !media.ended && (media.readyState ?? 0) >= HAVE_FUTURE_DATA

/**
 * Firefox reports an audio output it cannot open (no sound server, no device) as MEDIA_ERR_DECODE
 * "OnMediaSinkAudioError" (NS_ERROR_DOM_MEDIA_MEDIASINK_ERR), fired just after `playing`, and then
 * plays on silently on its own clock with the error kept:
 * https://searchfox.org/mozilla-central/search?q=OnMediaSinkAudioError
 */
export const isNoOutput = (error: MediaErrorSnapshot | null): boolean =>
  error?.code === MEDIA_ERR_DECODE && /MediaSink|AudioSink/i.test(error.message)

export interface LookedAt {
  reach: Reachability
  online: boolean
  /** This device keeps the file (a download), though it was not served from there. */
  isDownloaded: boolean
}

/**
 * What the element's error means; undefined when the file must be looked at first. Chromium and
 * Firefox both say MEDIA_ERR_SRC_NOT_SUPPORTED for a 404, a dropped connection and a file they
 * cannot decode alike, so only a look at the file tells those apart.
 */
export function mediaFailure(error: MediaErrorSnapshot | null, looked?: LookedAt): AudioFailure | undefined {
  if (isNoOutput(error)) return 'no-output'
  if (error?.code === MEDIA_ERR_DECODE) return 'unplayable'
  if (error?.code === MEDIA_ERR_NETWORK) return looked === undefined ? undefined : unreached(looked)
  if (!looked) return undefined
  if (looked.reach === 'reachable') return 'unplayable'
  // The server answered without the audio: its address is wrong.
  if (looked.reach === 'http-error') return 'load'
  return unreached(looked)
}

/**
 * Nothing answered. Offline, audio that was never downloaded cannot load whatever its address; audio
 * that was, but did not come from this device's copy, will after a reload (the worker answers then).
 */
function unreached({ online, isDownloaded }: LookedAt): AudioFailure {
  if (online) return 'unreachable'
  return isDownloaded ? 'load' : 'not-downloaded'
}

/**
 * What a refused play() means. `quiet`: nothing failed (a newer load or a pause interrupted it, or
 * the element plays all the same); `element`: its own error event says why (its source failed);
 * `blocked`: the browser's autoplay rule, undone by pressing play; else what to tell the person.
 */
export type PlayRefusal = 'quiet' | 'element' | 'blocked' | 'not-allowed' | 'no-output'

export function playRefusal(error: unknown, media: MediaState, askedBy: 'person' | 'player'): PlayRefusal {
  // A DOMException (an Error in today's browsers, but not in every older WebKit).
  const errorName = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  if (errorName === 'AbortError' || playsOn(media)) return 'quiet'
  if (media.error || errorName === 'NotSupportedError') return 'element'
  if (errorName === 'NotAllowedError') return askedBy === 'person' ? 'not-allowed' : 'blocked'
  // Any other refusal of media that loaded fine: what is left is the sound's way out.
  return (media.readyState ?? 0) >= HAVE_METADATA ? 'no-output' : 'element'
}
