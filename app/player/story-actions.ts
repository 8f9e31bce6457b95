// A story in the player: Listen opens the player over the page and, for a new
// story, starts it when Audio Settings say so, at its saved position and speed.
import type { StorySummary } from '../../contract/story.ts'
import { setPlayerItem } from './player-state.ts'
import { loadAudioProgress } from './audio-progress.ts'
import { audioSettings } from '../settings/settings.ts'
import { storyAudioSource } from './story-audio-source.ts'
import { $player, loadItem, seekTo, setView, type PlayingItem } from './player.ts'
import { showInMediaSession } from './media-session.ts'
import { baseControls } from './controls.ts'

async function loadStory(story: StorySummary, autoplay: boolean, at?: number): Promise<void> {
  const source = storyAudioSource(story)
  if (!source) return
  const progress = await loadAudioProgress(story.id)
  const item: PlayingItem = {
    kind: 'story',
    id: story.id,
    title: story.title,
    artist: null,
    albumId: null,
    albumTitle: null,
    source,
    artwork: story.coverThumbnailUrl ?? story.coverImageUrl,
  }
  setView({ queue: [], index: 0 })
  loadItem(item, {
    position: at ?? progress?.currentPosition,
    duration: progress?.duration ?? story.audioDuration ?? 0,
    speed: progress?.speed ?? audioSettings.read().playbackSpeed,
    autoplay: autoplay ? 'now' : false,
  })
  showInMediaSession(item, baseControls)
  await setPlayerItem({ kind: 'story', itemId: story.id, queue: [], index: 0, shuffle: false, repeat: 'none' })
}

/** Listen (a card, the reader): opens the player; a new story starts if Audio Settings say so.
 * `at` (a link's `?t=`): the player opens at that second, whatever place was saved. */
export async function listenTo(story: StorySummary, at?: number): Promise<void> {
  setView({ overlayOpen: true })
  const { item, status } = $player.get()
  if (item?.kind === 'story' && item.id === story.id && status !== 'error')
    return at === undefined ? undefined : seekTo(at)
  await loadStory(story, audioSettings.read().autoPlay, at)
}

export const resumeStory = (story: StorySummary) => loadStory(story, false)
