// Which story audio the server's proxy cache can hold: a story's legacy link is
// the audio it plays from when that is an absolute http(s) URL on another server. Warm-up asks for
// the legacy links of the newest stories, at most MAX_WARMUP_URLS of them.
import { MAX_WARMUP_URLS } from '../../contract/limits.ts'
import type { StoryAudioFields } from './story-audio-source.ts'

const ABSOLUTE_HTTP = /^https?:\/\/[^/\s]/i

/**
 * The link the proxy fetches for this story, or null. The uploaded file wins over the link, as in
 * storyAudioSource: a story that plays a file of this server has nothing to warm. Trimmed, because
 * the proxy (and so its cache) is asked for the trimmed link.
 */
export function legacyAudioUrl(story: StoryAudioFields): string | null {
  const url = story.audioFileUrl?.trim() || story.audioUrl?.trim() || ''
  return ABSOLUTE_HTTP.test(url) ? url : null
}

/** The stories to warm, newest first as given: each with a legacy link, one per link, at most the limit. */
export function storiesToWarm<T extends StoryAudioFields>(
  newestFirst: readonly T[],
  max = MAX_WARMUP_URLS,
): { story: T; url: string }[] {
  const picked = new Map<string, T>()
  for (const story of newestFirst) {
    if (picked.size >= max) break
    const url = legacyAudioUrl(story)
    if (url && !picked.has(url)) picked.set(url, story)
  }
  return [...picked].map(([url, story]) => ({ story, url }))
}
