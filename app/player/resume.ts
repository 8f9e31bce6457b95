// On start: the story or the track (with its queue) that was in the player comes back, paused
// where it stopped.
import type { StorySummary } from '../../db/schema/story.ts'
import { getPlayerItem } from '../data/player.ts'
import { resumeStory } from './story-actions.ts'
import { resumeMusic } from './music-actions.ts'

export async function resumePlayer(find: (id: string) => Promise<StorySummary | undefined>): Promise<void> {
  const item = await getPlayerItem()
  if (item?.kind === 'story') {
    const story = await find(item.itemId)
    if (story) await resumeStory(story)
  } else if (item?.kind === 'track') {
    await resumeMusic(item)
  }
}
