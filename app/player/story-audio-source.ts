// Where a story's audio plays from: a path on this server as it is; a link to any
// other place (a legacy cloud-drive or http:// link, pasted as the upload or as the legacy URL)
// through the server's audio proxy, so the page only ever loads audio from its own origin (the
// CSP's media-src allows nothing else).
import { apiUrl } from '../../client/api-client.ts'

export interface StoryAudioFields {
  audioFileUrl: string | null
  audioUrl: string | null
}

/** A URL with a scheme ("http:", "https:", …) or protocol-relative ("//host"): not ours. */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

export function storyAudioSource(story: StoryAudioFields): string | null {
  const url = (story.audioFileUrl?.trim() || story.audioUrl?.trim()) ?? ''
  if (url === '') return null
  if (!ELSEWHERE.test(url)) return url
  return apiUrl('proxyAudio', { query: { url } })
}
