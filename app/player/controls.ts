// What every kind of item shares beyond the engine: the lock screen's controls and stopping (the
// player empties).
import { clearPlayerItem } from './player-state.ts'
import { clearMediaSession, type MediaControls } from './media-session.ts'
import { play, playerMedia, seekBy, seekTo, unload } from './player.ts'

/** Stop (the mini player's close, the lock screen's stop): the item leaves the player. */
export async function stop(): Promise<void> {
  unload()
  clearMediaSession()
  await clearPlayerItem()
}

export const baseControls: MediaControls = {
  play: () => void play(),
  pause: () => playerMedia().pause(),
  seekBy: (seconds) => seekBy(seconds),
  seekTo: (seconds) => seekTo(seconds),
  stop: () => void stop(),
}
