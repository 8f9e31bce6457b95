// The looping background music: its own <audio>, played or paused by the floating
// toggle, at its channel volume (0.3 at the defaults, channelVolume), ducked while a story plays.
// It follows the active track as the sync stores it, and is kept by the worker for offline once it
// has played. The toggle shows what the element does: an error stops it unless the element plays
// on (Firefox without an audio output), and a refused start is told with the spec's message.
import { atom, computed } from 'nanostores'
import { audioSettings } from '../settings/settings.ts'
import { backgroundMusicSource, watchActiveBackgroundMusic, type BackgroundMusic } from '../music/background-music.ts'
import { requestSync } from '../sync/engine.ts'
import { forget, keepQuietly } from './downloads.ts'
import { channelVolume } from './audio-settings.ts'
import { $player } from './player.ts'
import { hostAudio } from './audio-host.ts'
import { mediaStateOf, playRefusal, playsOn } from './audio-failure.ts'

/**
 * Deliberate change (issue 22): the spec polls GET /api/background-music/active every 30 s; here the
 * active track travels in /api/sync (a `backgroundMusic` change), so every 30 s while the page is
 * visible we ask for a sync instead: no request of its own on load, and no 404 logged when no music
 * is set. The endpoint stays on the server.
 */
export const ACTIVE_CHECK_MS = 30_000
/** While a story plays, the music steps back to this share of its volume. */
export const DUCKED = 0.25

export interface BackgroundView {
  track: Pick<BackgroundMusic, 'id' | 'title'> | null
  playing: boolean
  /** Set when playback failed; cleared by the next play. */
  failed: boolean
}

/** Nothing playing, no track known yet: also how the server draws the toggle. */
export const NO_BACKGROUND: BackgroundView = { track: null, playing: false, failed: false }
export const $background = atom<BackgroundView>(NO_BACKGROUND)
const set = (change: Partial<BackgroundView>) => $background.set({ ...$background.get(), ...change })
const $storyPlaying = computed($player, (view) => view.status === 'playing')

let audio: HTMLAudioElement | undefined
let source: string | undefined

function applyVolume(): void {
  if (!audio) return
  const duck = $storyPlaying.get() ? DUCKED : 1
  audio.volume = channelVolume(audioSettings.read(), 'background') * duck
}

function element(): HTMLAudioElement {
  if (audio) return audio
  audio = document.createElement('audio')
  audio.loop = true
  audio.preload = 'none'
  audio.dataset.player = 'background'
  hostAudio(audio)
  audio.addEventListener('playing', () => {
    set({ playing: true, failed: false })
    if (source) void keepQuietly(source)
  })
  audio.addEventListener('pause', () => set({ playing: false }))
  audio.addEventListener('error', () => {
    if (audio?.getAttribute('src')) set({ playing: playsOn(mediaStateOf(audio)), failed: true })
  })
  return audio
}

function follow(track: BackgroundMusic | null): void {
  const next = track ? backgroundMusicSource(track) : undefined
  set({ track: track && { id: track.id, title: track.title } })
  if (next === source) return
  const el = element()
  const wasPlaying = !el.paused
  if (source) void forget(source)
  source = next
  if (!next) {
    el.pause()
    el.removeAttribute('src')
    return
  }
  el.src = next
  applyVolume()
  if (wasPlaying) void el.play().catch(() => set({ playing: playsOn(mediaStateOf(el)) }))
}

/** Answers false when it could not start (the toggle then shows the spec's error); a start that
 * was interrupted, or after which the element plays all the same, did not fail. */
export async function toggleBackgroundMusic(): Promise<boolean> {
  const el = element()
  if (!source) return true
  if (!el.paused) {
    el.pause()
    return true
  }
  applyVolume()
  try {
    await el.play()
    return true
  } catch (error) {
    const isQuiet = playRefusal(error, mediaStateOf(el), 'person') === 'quiet'
    set({ playing: playsOn(mediaStateOf(el)), failed: !isQuiet })
    return isQuiet
  }
}

/** Starts following the active track; call once at start-up. Answers how to stop. */
export function startBackgroundMusic(): () => void {
  const stopWatching = watchActiveBackgroundMusic(follow)
  const stopSettings = audioSettings.subscribe((settings) => {
    if (!settings.backgroundMusicEnabled) audio?.pause()
    applyVolume()
  })
  const stopDucking = $storyPlaying.subscribe(applyVolume)
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible' && audioSettings.read().backgroundMusicEnabled) void requestSync()
  }, ACTIVE_CHECK_MS)
  return () => {
    stopWatching()
    stopSettings()
    stopDucking()
    clearInterval(timer)
  }
}
