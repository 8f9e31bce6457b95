// The line under a story's title in the reader (the app's, and the service worker's drawing of it,
// sw/lib/reader-drawing.ts): series and episode, or "Standalone story".
import type { StorySummary } from '../contract/story.ts'

export function storySubtitle(
  story: Pick<StorySummary, 'category' | 'seriesTitle' | 'seasonNumber' | 'episodeNumber'>,
): string {
  if (story.category !== 'series') return 'Standalone story'
  const place = [
    story.seasonNumber ? `Season ${story.seasonNumber}` : '',
    story.episodeNumber ? `Episode ${story.episodeNumber}` : '',
  ]
    .filter(Boolean)
    .join(', ')
  return [story.seriesTitle ?? 'Series', place].filter(Boolean).join(' · ')
}
