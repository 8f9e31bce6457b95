// The lock screen and headset controls (Media Session API): the title, the artist (a track's, or
// the app's name for a story) and the cover; play, pause, skip back 15 s and forward 30 s, seek to
// a point, stop, and for music the previous and next track; the position kept current so the
// system's progress bar matches. Browsers without it simply skip this.
import type { PlayingItem } from './playback.ts'

const APP_NAME = 'Infinaeon Hub'

export interface MediaControls {
  play: () => void
  pause: () => void
  seekBy: (seconds: number) => void
  seekTo: (seconds: number) => void
  stop: () => void
  previousTrack?: () => void
  nextTrack?: () => void
}

const session = () =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : undefined

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    session()?.setActionHandler(action, handler)
  } catch {
    /* an action this browser does not know */
  }
}

export function showInMediaSession(item: PlayingItem, controls: MediaControls): void {
  const media = session()
  if (!media) return
  media.metadata = new MediaMetadata({
    title: item.title,
    artist: item.artist ?? APP_NAME,
    album: item.albumTitle ?? APP_NAME,
    artwork: item.artwork ? [{ src: new URL(item.artwork, location.origin).href }] : [],
  })
  setHandler('play', () => controls.play())
  setHandler('pause', () => controls.pause())
  setHandler('seekbackward', (details) => controls.seekBy(-(details.seekOffset ?? 15)))
  setHandler('seekforward', (details) => controls.seekBy(details.seekOffset ?? 30))
  setHandler('seekto', (details) => {
    if (details.seekTime !== undefined) controls.seekTo(details.seekTime)
  })
  setHandler('stop', () => controls.stop())
  setHandler('previoustrack', controls.previousTrack ? () => controls.previousTrack!() : null)
  setHandler('nexttrack', controls.nextTrack ? () => controls.nextTrack!() : null)
}

export function updateMediaPosition(
  audio: Pick<HTMLMediaElement, 'duration' | 'playbackRate' | 'currentTime' | 'paused'>,
): void {
  const media = session()
  if (!media?.setPositionState || !Number.isFinite(audio.duration) || audio.duration <= 0) return
  try {
    media.setPositionState({
      duration: audio.duration,
      playbackRate: audio.playbackRate,
      position: Math.min(audio.currentTime, audio.duration),
    })
  } catch {
    /* a position the browser refuses mid-seek; the next update corrects it */
  }
  media.playbackState = audio.paused ? 'paused' : 'playing'
}

export function clearMediaSession(): void {
  const media = session()
  if (!media) return
  media.metadata = null
  media.playbackState = 'none'
}
