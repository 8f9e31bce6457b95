// What the player shows while something is in it: the overlay and the mini player. Loaded by the
// player host (player-host.tsx) when something first plays or is resumed, not with the first screen.
import { MiniPlayer } from './mini-player.tsx'
import { PlayerOverlay } from './player-overlay.tsx'

export function PlayerViews() {
  return (
    <>
      <PlayerOverlay />
      <MiniPlayer />
    </>
  )
}
