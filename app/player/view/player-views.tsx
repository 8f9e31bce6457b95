// What the player shows while something is in it: the overlay and the mini player, and what a
// story's narration timings add (narration-session.tsx). Loaded by the
// player host (player-host.tsx) when something first plays or is resumed, not with the first screen.
import { MiniPlayer } from './mini-player.tsx'
import { PlayerOverlay } from './player-overlay.tsx'
import { NarrationSession } from './narration-session.tsx'

export function PlayerViews() {
  return (
    <>
      <PlayerOverlay />
      <MiniPlayer />
      <NarrationSession />
    </>
  )
}
