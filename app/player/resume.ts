// On start: the story or the track (with its queue) that was in the player comes back, paused
// where it stopped (to the second, after a reload while it played: app/player/left-place.ts).
// A story the device's voice read does not come back by itself: its place is kept
// (app/player/voice-places.ts), and Listen in the reader goes on from there. (Resuming it here would
// bring the Markdown reader into the first load of every page.)
import type { StorySummary } from '../../contract/story.ts'
import { getPlayerItem } from './player-state.ts'
import { restoreLeftPlace } from './left-place.ts'
import { resumeStory } from './story-actions.ts'
import { resumeMusic } from './music-actions.ts'

export async function resumePlayer(find: (id: string) => Promise<StorySummary | undefined>): Promise<void> {
  await restoreLeftPlace()
  const item = await getPlayerItem()
  if (item?.kind === 'story' && !item.voice) {
    const story = await find(item.itemId)
    if (story) await resumeStory(story)
  } else if (item?.kind === 'track') {
    await resumeMusic(item)
  }
}
