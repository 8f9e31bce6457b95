// Which requests are for the media the endpoint table serves (contract/media-routes.ts): pictures
// and stories' timings, which the worker keeps once fetched (sw/media.ts), and audio, kept once
// downloaded (sw/audio.ts).
import { mediaPaths } from '../../contract/media-routes.ts'

const KEPT_ONCE_FETCHED = mediaPaths('picture', 'timings')
const AUDIO = mediaPaths('audio')

/** Pictures and timings we keep: those our own server's table serves. */
export function isKeptOnceFetched(url: URL, origin: string): boolean {
  return url.origin === origin && KEPT_ONCE_FETCHED.test(url.pathname)
}

/** Audio the app plays: media elements, and the audio our own server's table serves (its files,
 * the audio proxy, tracks, background music). */
export function isAudioRequest(url: URL, destination: string, origin: string): boolean {
  if (destination === 'audio' || destination === 'video') return true
  return url.origin === origin && AUDIO.test(url.pathname)
}
