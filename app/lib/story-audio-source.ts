// Where a story's audio plays from (stories.md §7): an uploaded file as it is; a legacy link
// through the server's audio proxy unless it already points at our own audio paths.
export interface StoryAudioFields {
  audioFileUrl: string | null
  audioUrl: string | null
}

const OWN_AUDIO_PREFIXES = ['/api/audio/', '/audio/', '/objects/']

export function storyAudioSource(story: StoryAudioFields): string | null {
  if (story.audioFileUrl) return story.audioFileUrl
  const url = story.audioUrl?.trim()
  if (!url) return null
  if (OWN_AUDIO_PREFIXES.some((prefix) => url.startsWith(prefix))) return url
  return `/api/audio-proxy?url=${encodeURIComponent(url)}`
}
