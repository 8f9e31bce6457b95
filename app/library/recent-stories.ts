// The story rows the grids read last, kept on the page. A grid that comes back (a search cleared,
// a filter undone) draws those cards in the same render as its list, while Dexie reads them again,
// instead of a frame of skeletons and a second render after an IndexedDB round trip: at 10,000
// stories that render landed on the next keystroke. Dexie's answer always replaces what is here.
import type { LocalStory } from '../../contract/local-story.ts'

/** A few screenfuls of the largest grid (6 columns). */
export const RECENT_STORIES_MAX = 200

const recent = new Map<string, LocalStory>()

/** Keeps what a read answered, newest last; the oldest go past the limit. */
export function rememberStories(stories: readonly LocalStory[]): void {
  for (const story of stories) {
    recent.delete(story.id)
    recent.set(story.id, story)
  }
  for (const id of recent.keys()) {
    if (recent.size <= RECENT_STORIES_MAX) break
    recent.delete(id)
  }
}

/** The stories by id, if every one of them was read lately; otherwise undefined (read them). */
export function recentStories(ids: readonly string[]): Map<string, LocalStory> | undefined {
  const found = new Map<string, LocalStory>()
  for (const id of ids) {
    const story = recent.get(id)
    if (!story) return undefined
    found.set(id, story)
  }
  return found
}
