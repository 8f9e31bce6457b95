// The player: one <audio> for the whole app, for a story's audio or an
// album's tracks (so two never play at once), surviving route changes; its state as an atom the
// overlay, the album dialog and the mini player read. What plays is kept in Dexie (player), and a
// story's position and speed in audioProgress, so a reload resumes where it stopped. The actions
// for stories are in story-actions.ts, for music in music-actions.ts. What each event of the element
// does is decided in playback.ts; this module wires the element to it and carries out its effects.
// A story read by the device's voice plays through a media of the same shape instead of the
// element (voice/speech-media.ts), which keeps its place itself.
import { computed, map } from 'nanostores'
import { updatePlayerItem } from './player-state.ts'
import { saveAudioProgress } from './audio-progress.ts'
import { isDownloaded } from './downloads.ts'
import { forgetLeftPlace, rememberLeftPlace } from './left-place.ts'
import { audioSettings } from '../settings/settings.ts'
import { channelVolume } from './audio-settings.ts'
import { extendSleep, sleepFade, sleepRemainingMs, startSleep, type SleepChoice } from './sleep-timer.ts'
import { updateMediaPosition } from './media-session.ts'
import { hostAudio } from './audio-host.ts'
import type { AudioFailure } from '../lib/error-text.ts'
import { mediaErrorOf, mediaStateOf, playRefusal, playsOn, type MediaErrorSnapshot } from './audio-failure.ts'
import { lookAtAudio } from './audio-reachability.ts'
import {
  IDLE,
  NO_PLAYBACK,
  onMediaEvent,
  type Effect,
  type MediaEvent,
  type Playback,
  type PlayerView,
  type PlayingItem,
} from './playback.ts'

export type { PlayerStatus, PlayingItem, PlayerView } from './playback.ts'
export { IDLE, SAVE_EVERY_S } from './playback.ts'

export const SKIP_BACK_S = 15
export const SKIP_FORWARD_S = 30
/** A track's time is reported every 100 ms while it plays. */
export const MUSIC_TIME_TICK_MS = 100
export const $player = map<PlayerView>(IDLE)
/** The item in the player, if any: changes rarely, unlike the position (for the shell, the reader, the album). */
export const $playingId = computed($player, (view) => (view.item ? `${view.item.kind}:${view.item.id}` : null))

/** The mini player is docked (the page leaves room for it, the floating stack sits above it). */
export const $miniPlayerShown = computed($player, (view) => view.item !== null && !view.miniHidden)

export const setView = (change: Partial<PlayerView>) => $player.set({ ...$player.get(), ...change })

/** What the player drives: the <audio> element, or a device voice reading a story. */
export type PlayerMedia = Pick<
  HTMLAudioElement,
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'ended'
  | 'playbackRate'
  | 'defaultPlaybackRate'
  | 'volume'
  | 'preload'
  | 'src'
  | 'currentSrc'
  | 'play'
  | 'pause'
  | 'load'
  | 'getAttribute'
  | 'removeAttribute'
  | 'addEventListener'
> & {
  /** The element's; a device voice has neither. */
  error?: MediaError | null
  readyState?: number
  /** Why the last error happened, where the media knows better than the element. */
  failure?: AudioFailure | null
  /** Keeps the place at `seconds` itself (a device voice), instead of the story's audio progress. */
  savePlace?: (seconds: number) => void
}

let audio: HTMLAudioElement | undefined
/** The media of the item in the player: the element unless a device voice reads. */
let media: PlayerMedia | undefined
const listened = new WeakSet<PlayerMedia>()
/** What the player keeps between the element's events (playback.ts). */
let playback: Playback = NO_PLAYBACK
const endedListeners = new Set<(item: PlayingItem) => void>()
let musicClock: ReturnType<typeof setInterval> | undefined

export function element(): HTMLAudioElement {
  if (audio) return audio
  audio = document.createElement('audio')
  audio.preservesPitch = true
  audio.dataset.player = 'main'
  hostAudio(audio)
  listen(audio)
  saveWhenLeft()
  audioSettings.subscribe(() => applyVolume())
  return audio
}

/** The media playing (or last loaded). */
export const playerMedia = (): PlayerMedia => media ?? element()

/**
 * A reload or a page sent to the background (where a phone may end it) keeps the second it was
 * at, not the last 10-second save: saved as usual, which completes while the page lives on, and
 * kept for a reload in app/player/left-place.ts. Only while playing: a paused position was saved by the pause,
 * and before a resumed item has applied its place the element still reads 0.
 */
function saveWhenLeft(): void {
  const leave = () => {
    const { item, duration, speed } = $player.get()
    const el = playerMedia()
    if (!item || el.paused || el.ended) return
    savePosition(true)
    if (!el.savePlace) rememberLeftPlace({ kind: item.kind, id: item.id, position: el.currentTime, duration, speed })
  }
  window.addEventListener('pagehide', leave)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave()
  })
}

/** Music modules hear a track's end here (repeat, shuffle, next). */
export function onItemEnded(listener: (item: PlayingItem) => void): void {
  endedListeners.add(listener)
}

export function applyVolume(): void {
  if (!media) return
  const { item, sleep, sleepRemainingMs: left } = $player.get()
  media.volume =
    channelVolume(audioSettings.read(), item?.kind === 'track' ? 'music' : 'story') * (sleep ? sleepFade(left) : 1)
}

/** A story's position goes to audioProgress (and the server); a track's to the player row. */
export function savePosition(deliver: boolean, at = media?.currentTime): void {
  const { item, duration, speed } = $player.get()
  if (!item || at === undefined) return
  playback = { ...playback, lastSavedAt: at }
  forgetLeftPlace()
  if (media?.savePlace) media.savePlace(at)
  else if (item.kind === 'story')
    void saveAudioProgress({ storyId: item.id, currentPosition: at, duration, speed }, deliver)
  else void updatePlayerItem({ position: at })
}

/** The element's events, through the rules of playback.ts. */
function listen(el: PlayerMedia): void {
  listened.add(el)
  const on = (type: string, event: () => MediaEvent) => el.addEventListener(type, () => dispatch(el, event()))
  const hasSource = () => el.getAttribute('src') !== null && el.getAttribute('src') !== ''
  on('loadstart', () => ({ type: 'loadstart', hasSource: hasSource() }))
  on('durationchange', () => ({ type: 'durationchange', duration: el.duration }))
  on('loadedmetadata', () => ({
    type: 'loadedmetadata',
    duration: el.duration,
    currentTime: el.currentTime,
    paused: el.paused,
  }))
  on('canplaythrough', () => ({ type: 'canplaythrough' }))
  on('playing', () => ({ type: 'playing', now: Date.now(), error: mediaErrorOf(el) }))
  on('pause', () => ({ type: 'pause', currentTime: el.currentTime, ended: el.ended }))
  on('emptied', () => ({ type: 'emptied' }))
  on('ended', () => ({ type: 'ended' }))
  on('timeupdate', () => ({ type: 'timeupdate', currentTime: el.currentTime, paused: el.paused, now: Date.now() }))
  on('seeked', () => ({ type: 'seeked', currentTime: el.currentTime }))
  on('ratechange', () => ({ type: 'ratechange', rate: el.playbackRate }))
  on('error', () => ({
    type: 'error',
    hasSource: hasSource(),
    playsOn: playsOn(mediaStateOf(el)),
    error: mediaErrorOf(el),
    failure: el.failure ?? undefined,
  }))
}

function dispatch(el: PlayerMedia, event: MediaEvent): void {
  if (el !== media) return // the element's last events after a device voice took over, or the other way
  const step = onMediaEvent($player.get(), playback, event)
  if (step.playback) playback = { ...playback, ...step.playback }
  if (step.view) setView(step.view)
  for (const effect of step.effects ?? []) carryOut(el, effect)
}

function carryOut(el: PlayerMedia, effect: Effect): void {
  switch (effect.type) {
    case 'seek':
      el.currentTime = effect.to
      break
    case 'save':
      savePosition(effect.deliver, effect.at)
      break
    case 'play':
      void play()
      break
    case 'pause':
      el.pause()
      break
    case 'apply-volume':
      applyVolume()
      break
    case 'media-position':
      updateMediaPosition(el)
      break
    case 'item-ended':
      for (const listener of endedListeners) listener(effect.item)
      break
    case 'music-clock':
      clearInterval(musicClock)
      if (effect.running) musicClock = setInterval(() => setView({ position: el.currentTime }), MUSIC_TIME_TICK_MS)
      break
    case 'look-at-file':
      void lookAt(el, effect.item, effect.error)
      break
  }
}

async function lookAt(el: PlayerMedia, item: PlayingItem, error: MediaErrorSnapshot | null): Promise<void> {
  const source = el.currentSrc || item.source
  const reach = await lookAtAudio(source)
  const online = navigator.onLine
  const isKept = reach === 'no-answer' && !online && (await isDownloaded(source))
  dispatch(el, { type: 'looked-at-file', item, error, looked: { reach, online, isDownloaded: isKept } })
}

/** Puts an item in the player; `position` and `speed` are where and how it resumes; `media` is a
 * device voice's (else the element plays it). */
export function loadItem(
  item: PlayingItem,
  options: {
    position?: number
    duration?: number
    speed: number
    autoplay: 'now' | 'when-ready' | false
    media?: PlayerMedia
  },
): void {
  const el = options.media ?? element()
  if (media && media !== el) media.pause() // as the element does when its source changes
  media = el
  if (!listened.has(el)) listen(el)
  const pendingPosition = options.position && options.position > 0 ? options.position : undefined
  playback = { ...playback, pendingPosition, playWhenReady: options.autoplay === 'when-ready' }
  setView({
    item,
    status: 'loading',
    failure: null,
    position: pendingPosition ?? 0,
    duration: options.duration ?? 0,
    speed: options.speed,
    miniHidden: false,
  })
  el.preload = audioSettings.read().preloadAudio || options.autoplay ? 'auto' : 'metadata'
  el.src = item.source
  el.defaultPlaybackRate = options.speed
  el.playbackRate = options.speed
  applyVolume()
  if (options.autoplay === 'now') void play()
}

/**
 * Plays. Answers what to tell the person of a refusal, if anything (audio-failure.ts): nothing of
 * one the play button undoes (the autoplay rule), of an interrupted one, of one the element says
 * why itself (its error event), or of one after which the element plays all the same.
 */
export async function play(askedBy: 'person' | 'player' = 'player'): Promise<AudioFailure | null> {
  const el = playerMedia()
  const { sleep, position, duration, speed } = $player.get()
  if (sleep) {
    const extended = extendSleep(sleep)
    setView({ sleep: extended, sleepRemainingMs: sleepRemainingMs(extended, position, duration, speed) })
    applyVolume()
  }
  playback = { ...playback, lastTickAt: Date.now() }
  try {
    await el.play()
    return null
  } catch (error) {
    const refusal = playRefusal(error, mediaStateOf(el), askedBy)
    return refusal === 'not-allowed' || refusal === 'no-output' ? refusal : null
  }
}

export const openPlayer = () => setView({ overlayOpen: true })
export const closePlayer = () => setView({ overlayOpen: false })
export const showMiniPlayer = (shown: boolean) => setView({ miniHidden: !shown })

/** The play/pause button: answers what to tell the person (play). */
export async function togglePlay(): Promise<AudioFailure | null> {
  const { status } = $player.get()
  if (status === 'error' || status === 'idle' || status === 'loading') return null
  if (status === 'playing') {
    media?.pause()
    return null
  }
  return play('person')
}

export function seekTo(seconds: number): void {
  const el = playerMedia()
  const { duration } = $player.get()
  el.currentTime = Math.min(Math.max(0, seconds), duration || seconds)
  setView({ position: el.currentTime })
}

export const seekBy = (delta: number) => seekTo(playerMedia().currentTime + delta)

export function setSpeed(speed: number): void {
  const el = playerMedia()
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
  if (media && $player.get().item) {
    playback = { ...playback, playWhenReady: false }
    if (!media.paused) media.pause()
    else savePosition(true)
    media.removeAttribute('src')
    media.load()
  }
  $player.set(IDLE)
}
