// The lock screen and headset controls (Media Session API): the story's title, the app's name and
// its cover; play, pause, skip back 15 s and forward 30 s, seek to a point, stop; and the position
// kept current so the system's progress bar matches. Browsers without it simply skip this.
import type { PlayingStory } from './story-player.ts'

const APP_NAME = 'Infinaeon Hub'

export interface MediaControls {
  play: () => void
  pause: () => void
  seekBy: (seconds: number) => void
  seekTo: (seconds: number) => void
  stop: () => void
}

const session = () => (typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : undefined)

export function showInMediaSession(story: PlayingStory, controls: MediaControls): void {
  const media = session()
  if (!media) return
  media.metadata = new MediaMetadata({
    title: story.title,
    artist: APP_NAME,
    album: APP_NAME,
    artwork: story.artwork ? [{ src: new URL(story.artwork, location.origin).href, sizes: '200x300', type: 'image/jpeg' }] : [],
  })
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['seekbackward', (details) => controls.seekBy(-(details.seekOffset ?? 15))],
    ['seekforward', (details) => controls.seekBy(details.seekOffset ?? 30)],
    ['seekto', (details) => { if (details.seekTime !== undefined) controls.seekTo(details.seekTime) }],
    ['stop', () => controls.stop()],
  ]
  for (const [action, handler] of handlers) {
    try { media.setActionHandler(action, handler) } catch { /* an action this browser does not know */ }
  }
}

export function updateMediaPosition(audio: HTMLAudioElement): void {
  const media = session()
  if (!media?.setPositionState || !Number.isFinite(audio.duration) || audio.duration <= 0) return
  try {
    media.setPositionState({ duration: audio.duration, playbackRate: audio.playbackRate, position: Math.min(audio.currentTime, audio.duration) })
  } catch { /* a position the browser refuses mid-seek; the next update corrects it */ }
  media.playbackState = audio.paused ? 'paused' : 'playing'
}

export function clearMediaSession(): void {
  const media = session()
  if (!media) return
  media.metadata = null
  media.playbackState = 'none'
}
