// The story player (stories.md §4 Audio player): one <audio> for the whole app that survives route
// changes, its state as an atom the overlay and the mini player read, and the actions. What plays
// is kept in Dexie (player) and where it stopped, with its speed, in audioProgress, so a reload
// resumes. Saves: about every 10 s of playback, and on pause, seek, restart and end.
import { computed, map } from 'nanostores'
import type { StorySummary } from '../../db/schema/story.ts'
import { clearPlayerItem, getPlayerItem, setPlayerItem } from '../data/player.ts'
import { loadAudioProgress, saveAudioProgress } from '../data/audio-progress.ts'
import { audioSettings } from '../data/settings.ts'
import { effectiveVolume } from '../lib/audio-settings.ts'
import { storyAudioSource } from '../lib/story-audio-source.ts'
import { extendSleep, sleepFade, sleepRemainingMs, startSleep, tickSleep, type SleepChoice, type SleepTimer } from './sleep-timer.ts'
import { clearMediaSession, showInMediaSession, updateMediaPosition } from './media-session.ts'

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error'

export interface PlayingStory {
  id: string
  title: string
  source: string
  artwork: string | null
}

export interface PlayerView {
  story: PlayingStory | null
  status: PlayerStatus
  position: number
  duration: number
  speed: number
  overlayOpen: boolean
  sleep: SleepTimer | null
  sleepRemainingMs: number
}

export const SKIP_BACK_S = 15
export const SKIP_FORWARD_S = 30
/** "About every 10 s of playback" (stories.md §9). */
export const SAVE_EVERY_S = 10

const IDLE: PlayerView = { story: null, status: 'idle', position: 0, duration: 0, speed: 1, overlayOpen: false, sleep: null, sleepRemainingMs: 0 }
export const $player = map<PlayerView>(IDLE)

/** The story in the player, if any: changes rarely, unlike the position (for the shell, the reader). */
export const $playingStoryId = computed($player, (view) => view.story?.id ?? null)

const set = (change: Partial<PlayerView>) => $player.set({ ...$player.get(), ...change })

let audio: HTMLAudioElement | undefined
/** Position to apply once metadata has loaded (a resumed story). */
let pendingPosition: number | undefined
let lastSavedAt = 0
let lastTickAt = 0
/** The player moved the position itself (a resume, the rewind at the end): not a seek to save. */
let ownSeek = false

function element(): HTMLAudioElement {
  if (audio) return audio
  audio = document.createElement('audio')
  audio.preservesPitch = true
  audio.dataset.player = 'story'
  document.body.append(audio)
  listen(audio)
  audioSettings.subscribe(() => applyVolume())
  return audio
}

function applyVolume(): void {
  if (!audio) return
  const { masterVolume, storyAudioVolume } = audioSettings.read()
  const { sleep, sleepRemainingMs: left } = $player.get()
  audio.volume = effectiveVolume(masterVolume, storyAudioVolume) * (sleep ? sleepFade(left) : 1)
}

function save(deliver: boolean): void {
  const { story, duration, speed } = $player.get()
  if (!story || !audio) return
  lastSavedAt = audio.currentTime
  void saveAudioProgress({ storyId: story.id, currentPosition: audio.currentTime, duration, speed }, deliver)
}

/** The sleep timer keeps time on media events: the clock time since the last one, while playing. */
function tickSleepTimer(el: HTMLAudioElement): void {
  const now = Date.now()
  const elapsed = now - lastTickAt
  lastTickAt = now
  const { sleep, duration, speed } = $player.get()
  if (!sleep) return
  const next = tickSleep(sleep, elapsed)
  const left = sleepRemainingMs(next, el.currentTime, duration, speed)
  set({ sleep: next, sleepRemainingMs: left })
  applyVolume()
  if (left <= 0 && sleep.kind === 'minutes') el.pause()
}

function listen(el: HTMLAudioElement): void {
  el.addEventListener('loadstart', () => { if (el.getAttribute('src')) set({ status: 'loading' }) })
  el.addEventListener('durationchange', () => set({ duration: Number.isFinite(el.duration) ? el.duration : 0 }))
  el.addEventListener('loadedmetadata', () => {
    if (pendingPosition !== undefined && pendingPosition < el.duration - 1) {
      ownSeek = true
      el.currentTime = pendingPosition
    }
    lastSavedAt = pendingPosition ?? 0
    pendingPosition = undefined
    set({ status: el.paused ? 'ready' : 'playing', position: el.currentTime })
  })
  el.addEventListener('playing', () => { lastTickAt = Date.now(); set({ status: 'playing' }) })
  el.addEventListener('pause', () => {
    if (el.ended || $player.get().status === 'error') return
    set({ status: 'paused' })
    save(true)
  })
  el.addEventListener('ended', () => {
    ownSeek = true
    el.currentTime = 0
    set({ status: 'ended', position: 0, sleep: $player.get().sleep?.kind === 'end' ? null : $player.get().sleep })
    applyVolume()
    save(true)
  })
  el.addEventListener('timeupdate', () => {
    set({ position: el.currentTime })
    updateMediaPosition(el)
    if (el.paused) return
    tickSleepTimer(el)
    if (Math.abs(el.currentTime - lastSavedAt) >= SAVE_EVERY_S) save(false)
  })
  el.addEventListener('seeked', () => {
    if (ownSeek) ownSeek = false
    else save(true)
  })
  el.addEventListener('ratechange', () => set({ speed: el.playbackRate }))
  el.addEventListener('error', () => { if (el.getAttribute('src')) set({ status: 'error' }) })
}

async function load(story: StorySummary, autoplay: boolean): Promise<void> {
  const source = storyAudioSource(story)
  if (!source) return
  const el = element()
  const progress = await loadAudioProgress(story.id)
  const settings = audioSettings.read()
  const speed = progress?.speed ?? settings.playbackSpeed
  pendingPosition = progress && progress.currentPosition > 0 ? progress.currentPosition : undefined
  const artwork = story.coverThumbnailUrl ?? story.coverImageUrl
  set({ story: { id: story.id, title: story.title, source, artwork }, status: 'loading', position: pendingPosition ?? 0, duration: progress?.duration ?? story.audioDuration ?? 0, speed })
  el.preload = settings.preloadAudio ? 'auto' : 'metadata'
  el.src = source
  el.defaultPlaybackRate = speed
  el.playbackRate = speed
  applyVolume()
  showInMediaSession($player.get().story!, controls)
  await setPlayerItem({ kind: 'story', itemId: story.id })
  if (autoplay) await play()
}

/** Plays; a refusal the person can undo with the play button (autoplay policy) is not an error. */
async function play(): Promise<'playing' | 'blocked' | 'failed'> {
  const el = element()
  const { sleep, position, duration, speed } = $player.get()
  if (sleep) {
    const extended = extendSleep(sleep)
    set({ sleep: extended, sleepRemainingMs: sleepRemainingMs(extended, position, duration, speed) })
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

const controls = {
  play: () => void play(),
  pause: () => audio?.pause(),
  seekBy: (seconds: number) => seekBy(seconds),
  seekTo: (seconds: number) => seekTo(seconds),
  stop: () => void stop(),
}

/** Listen (a card, the reader): opens the player; a new story starts if Audio Settings say so. */
export async function listenTo(story: StorySummary): Promise<void> {
  set({ overlayOpen: true })
  if ($player.get().story?.id === story.id && $player.get().status !== 'error') return
  await load(story, audioSettings.read().autoPlay)
}

export const openPlayer = () => set({ overlayOpen: true })
export const closePlayer = () => set({ overlayOpen: false })

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
  set({ position: el.currentTime })
}

export const seekBy = (delta: number) => seekTo(element().currentTime + delta)

export function setSpeed(speed: number): void {
  const el = element()
  el.defaultPlaybackRate = speed
  el.playbackRate = speed
  set({ speed })
  save(false)
}

export function setSleepTimer(choice: SleepChoice | null): void {
  const { position, duration, speed } = $player.get()
  const sleep = choice === null ? null : startSleep(choice)
  set({ sleep, sleepRemainingMs: sleep ? sleepRemainingMs(sleep, position, duration, speed) : 0 })
  applyVolume()
}

/** Stop (the mini player's close): the story leaves the player; its position stays saved. */
export async function stop(): Promise<void> {
  if (audio && $player.get().story) {
    if (!audio.paused) audio.pause()
    else save(true)
    audio.removeAttribute('src')
    audio.load()
  }
  $player.set(IDLE)
  clearMediaSession()
  await clearPlayerItem()
}

/** On start: the story that was in the player comes back, paused where it stopped. */
export async function resumePlayer(find: (id: string) => Promise<StorySummary | undefined>): Promise<void> {
  const item = await getPlayerItem()
  if (item?.kind !== 'story') return
  const story = await find(item.itemId)
  if (story) await load(story, false)
}
