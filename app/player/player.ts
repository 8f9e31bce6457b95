// The player (stories.md §4, hub.md §4): one <audio> for the whole app, for a story's audio or an
// album's tracks (so two never play at once), surviving route changes; its state as an atom the
// overlay, the album dialog and the mini player read. What plays is kept in Dexie (player), and a
// story's position and speed in audioProgress, so a reload resumes where it stopped. The actions
// for stories are in story-actions.ts, for music in music-actions.ts.
import { computed, map } from 'nanostores'
import { updatePlayerItem } from '../data/player.ts'
import { saveAudioProgress } from '../data/audio-progress.ts'
import { isDownloaded } from '../data/downloads.ts'
import { forgetLeftPlace, rememberLeftPlace } from '../data/left-place.ts'
import { audioSettings } from '../data/settings.ts'
import { channelVolume } from '../lib/audio-settings.ts'
import type { AudioFailure } from '../lib/error-text.ts'
import { extendSleep, sleepFade, sleepRemainingMs, startSleep, tickSleep, type SleepChoice, type SleepTimer } from './sleep-timer.ts'
import { updateMediaPosition } from './media-session.ts'
import type { Repeat } from './music-queue.ts'

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error'

export interface PlayingItem {
  kind: 'story' | 'track'
  id: string
  title: string
  /** A track's artist and album; null for a story. */
  artist: string | null
  albumId: string | null
  albumTitle: string | null
  source: string
  artwork: string | null
}

export interface PlayerView {
  item: PlayingItem | null
  status: PlayerStatus
  /** Why the status is 'error'. */
  failure: AudioFailure | null
  position: number
  duration: number
  speed: number
  overlayOpen: boolean
  /** The mini player was closed while music went on (hub.md §2); it shows again with the next track. */
  miniHidden: boolean
  sleep: SleepTimer | null
  sleepRemainingMs: number
  /** The music queue (track ids) and where in it the player is; empty for a story. */
  queue: string[]
  index: number
  shuffle: boolean
  repeat: Repeat
}

export const SKIP_BACK_S = 15
export const SKIP_FORWARD_S = 30
/** A track's time is reported every 100 ms while it plays (hub.md §4, §9). */
export const MUSIC_TIME_TICK_MS = 100
/** "About every 10 s of playback" (stories.md §9). */
export const SAVE_EVERY_S = 10

export const IDLE: PlayerView = {
  item: null, status: 'idle', failure: null, position: 0, duration: 0, speed: 1, overlayOpen: false, miniHidden: false, sleep: null, sleepRemainingMs: 0,
  queue: [], index: 0, shuffle: false, repeat: 'none',
}
export const $player = map<PlayerView>(IDLE)
/** The item in the player, if any: changes rarely, unlike the position (for the shell, the reader, the album). */
export const $playingId = computed($player, (view) => (view.item ? `${view.item.kind}:${view.item.id}` : null))

/** The mini player is docked (the page leaves room for it, the floating stack sits above it). */
export const $miniPlayerShown = computed($player, (view) => view.item !== null && !view.miniHidden)

export const setView = (change: Partial<PlayerView>) => $player.set({ ...$player.get(), ...change })

let audio: HTMLAudioElement | undefined
/** Position to apply once metadata has loaded (a resumed story or track). */
let pendingPosition: number | undefined
/** Start as soon as the file can play through (a chosen track, hub.md §4). */
let playWhenReady = false
let lastSavedAt = 0
let lastTickAt = 0
/** The player moved the position itself (a resume, the rewind at the end): not a seek to save. */
let ownSeek = false
const endedListeners = new Set<(item: PlayingItem) => void>()
let musicTicker: ReturnType<typeof setInterval> | undefined

export function element(): HTMLAudioElement {
  if (audio) return audio
  audio = document.createElement('audio')
  audio.preservesPitch = true
  audio.dataset.player = 'main'
  document.body.append(audio)
  listen(audio)
  saveWhenLeft(audio)
  audioSettings.subscribe(() => applyVolume())
  return audio
}

/**
 * A reload or a page sent to the background (where a phone may end it) keeps the second it was
 * at, not the last 10-second save: saved as usual, which completes while the page lives on, and
 * kept for a reload in left-place.ts. Only while playing: a paused position was saved by the pause,
 * and before a resumed item has applied its place the element still reads 0.
 */
function saveWhenLeft(el: HTMLAudioElement): void {
  const leave = () => {
    const { item, duration, speed } = $player.get()
    if (!item || el.paused || el.ended) return
    savePosition(true)
    rememberLeftPlace({ kind: item.kind, id: item.id, position: el.currentTime, duration, speed })
  }
  window.addEventListener('pagehide', leave)
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') leave() })
}

/** Music modules hear a track's end here (repeat, shuffle, next). */
export function onItemEnded(listener: (item: PlayingItem) => void): void {
  endedListeners.add(listener)
}

export function applyVolume(): void {
  if (!audio) return
  const { item, sleep, sleepRemainingMs: left } = $player.get()
  audio.volume = channelVolume(audioSettings.read(), item?.kind === 'track' ? 'music' : 'story') * (sleep ? sleepFade(left) : 1)
}

/** A story's position goes to audioProgress (and the server); a track's to the player row. */
export function savePosition(deliver: boolean): void {
  const { item, duration, speed } = $player.get()
  if (!item || !audio) return
  lastSavedAt = audio.currentTime
  forgetLeftPlace()
  if (item.kind === 'story') void saveAudioProgress({ storyId: item.id, currentPosition: audio.currentTime, duration, speed }, deliver)
  else void updatePlayerItem({ position: audio.currentTime })
}

function tickSleepTimer(el: HTMLAudioElement): void {
  const now = Date.now()
  const elapsed = now - lastTickAt
  lastTickAt = now
  const { sleep, duration, speed } = $player.get()
  if (!sleep) return
  const next = tickSleep(sleep, elapsed)
  const left = sleepRemainingMs(next, el.currentTime, duration, speed)
  setView({ sleep: next, sleepRemainingMs: left })
  applyVolume()
  if (left <= 0 && sleep.kind === 'minutes') el.pause()
}

function listen(el: HTMLAudioElement): void {
  el.addEventListener('loadstart', () => { if (el.getAttribute('src')) setView({ status: 'loading' }) })
  el.addEventListener('durationchange', () => setView({ duration: Number.isFinite(el.duration) ? el.duration : 0 }))
  el.addEventListener('loadedmetadata', () => {
    if (pendingPosition !== undefined && pendingPosition < el.duration - 1) {
      ownSeek = true
      el.currentTime = pendingPosition
    }
    lastSavedAt = pendingPosition ?? 0
    pendingPosition = undefined
    setView({ status: el.paused ? 'ready' : 'playing', position: el.currentTime })
  })
  el.addEventListener('canplaythrough', () => {
    if (!playWhenReady) return
    playWhenReady = false
    void play()
  })
  el.addEventListener('playing', () => {
    lastTickAt = Date.now()
    setView({ status: 'playing' })
    // timeupdate comes about every 250 ms; a track's clock moves every 100 ms (hub.md §4).
    clearInterval(musicTicker)
    if ($player.get().item?.kind === 'track') musicTicker = setInterval(() => setView({ position: el.currentTime }), MUSIC_TIME_TICK_MS)
  })
  for (const stopped of ['pause', 'emptied', 'error'] as const) el.addEventListener(stopped, () => clearInterval(musicTicker))
  el.addEventListener('pause', () => {
    if (el.ended || $player.get().status === 'error') return
    setView({ status: 'paused' })
    savePosition(true)
  })
  el.addEventListener('ended', () => {
    const { item, sleep } = $player.get()
    ownSeek = true
    el.currentTime = 0
    setView({ status: 'ended', position: 0, sleep: sleep?.kind === 'end' ? null : sleep })
    applyVolume()
    savePosition(true)
    if (item) for (const listener of endedListeners) listener(item)
  })
  el.addEventListener('timeupdate', () => {
    setView({ position: el.currentTime })
    updateMediaPosition(el)
    if (el.paused) return
    tickSleepTimer(el)
    if (Math.abs(el.currentTime - lastSavedAt) >= SAVE_EVERY_S) savePosition(false)
  })
  el.addEventListener('seeked', () => {
    if (ownSeek) ownSeek = false
    else savePosition(true)
  })
  el.addEventListener('ratechange', () => setView({ speed: el.playbackRate }))
  // hub.md §4: a playback error sets not playing; the views show the spec's message, or, offline,
  // that the audio is not downloaded (corrected in the rare case that it is kept here after all).
  el.addEventListener('error', () => {
    const { item } = $player.get()
    if (!el.getAttribute('src') || !item) return
    setView({ status: 'error', failure: navigator.onLine ? 'load' : 'not-downloaded' })
    if (navigator.onLine) return
    void isDownloaded(el.currentSrc).then((kept) => {
      if (kept && $player.get().item === item && $player.get().status === 'error') setView({ failure: 'load' })
    })
  })
}

/** Puts an item in the player; `position` and `speed` are where and how it resumes. */
export function loadItem(item: PlayingItem, options: { position?: number; duration?: number; speed: number; autoplay: 'now' | 'when-ready' | false }): void {
  const el = element()
  pendingPosition = options.position && options.position > 0 ? options.position : undefined
  playWhenReady = options.autoplay === 'when-ready'
  setView({ item, status: 'loading', failure: null, position: pendingPosition ?? 0, duration: options.duration ?? 0, speed: options.speed, miniHidden: false })
  el.preload = audioSettings.read().preloadAudio || options.autoplay ? 'auto' : 'metadata'
  el.src = item.source
  el.defaultPlaybackRate = options.speed
  el.playbackRate = options.speed
  applyVolume()
  if (options.autoplay === 'now') void play()
}

/** Plays; a refusal the person can undo with the play button (autoplay policy) is not an error. */
export async function play(): Promise<'playing' | 'blocked' | 'failed'> {
  const el = element()
  const { sleep, position, duration, speed } = $player.get()
  if (sleep) {
    const extended = extendSleep(sleep)
    setView({ sleep: extended, sleepRemainingMs: sleepRemainingMs(extended, position, duration, speed) })
    applyVolume()
  }
  lastTickAt = Date.now()
  try {
    await el.play()
    return 'playing'
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return 'blocked'
    return 'failed'
  }
}

export const openPlayer = () => setView({ overlayOpen: true })
export const closePlayer = () => setView({ overlayOpen: false })
export const showMiniPlayer = (shown: boolean) => setView({ miniHidden: !shown })

export async function togglePlay(): Promise<'playing' | 'blocked' | 'failed' | 'paused'> {
  const { status } = $player.get()
  if (status === 'error' || status === 'idle' || status === 'loading') return 'paused'
  if (status === 'playing') {
    audio?.pause()
    return 'paused'
  }
  return play()
}

export function seekTo(seconds: number): void {
  const el = element()
  const { duration } = $player.get()
  el.currentTime = Math.min(Math.max(0, seconds), duration || seconds)
  setView({ position: el.currentTime })
}

export const seekBy = (delta: number) => seekTo(element().currentTime + delta)

export function setSpeed(speed: number): void {
  const el = element()
  el.defaultPlaybackRate = speed
  el.playbackRate = speed
  setView({ speed })
  savePosition(false)
}

export function setSleepTimer(choice: SleepChoice | null): void {
  const { position, duration, speed } = $player.get()
  const sleep = choice === null ? null : startSleep(choice)
  setView({ sleep, sleepRemainingMs: sleep ? sleepRemainingMs(sleep, position, duration, speed) : 0 })
  applyVolume()
}

/** Empties the player (its position stays saved). */
export function unload(): void {
  if (audio && $player.get().item) {
    playWhenReady = false
    if (!audio.paused) audio.pause()
    else savePosition(true)
    audio.removeAttribute('src')
    audio.load()
  }
  $player.set(IDLE)
}
