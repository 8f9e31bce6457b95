// What each event of the <audio> element does to the player, as a pure step: the view to show,
// what the player keeps between events (Playback), and the effects to carry out (seek, save, play,
// pause...). player.ts feeds it the element's events and carries out the effects; the rules live
// here, where a test can walk through them without an element.
import type { AudioFailure } from '../lib/error-text.ts'
import { isNoOutput, mediaFailure, type LookedAt, type MediaErrorSnapshot } from './audio-failure.ts'
import { sleepRemainingMs, tickSleep, type SleepTimer } from './sleep-timer.ts'
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
  /** What went wrong, as the element last said: why the status is 'error', or why an element
   * that plays on makes no sound. Cleared by the next load, and when the element plays. */
  failure: AudioFailure | null
  position: number
  duration: number
  speed: number
  overlayOpen: boolean
  /** The mini player was closed while music went on; it shows again with the next track. */
  miniHidden: boolean
  sleep: SleepTimer | null
  sleepRemainingMs: number
  /** The music queue (track ids) and where in it the player is; empty for a story. */
  queue: string[]
  index: number
  shuffle: boolean
  repeat: Repeat
}

export const IDLE: PlayerView = {
  item: null,
  status: 'idle',
  failure: null,
  position: 0,
  duration: 0,
  speed: 1,
  overlayOpen: false,
  miniHidden: false,
  sleep: null,
  sleepRemainingMs: 0,
  queue: [],
  index: 0,
  shuffle: false,
  repeat: 'none',
}

/** "About every 10 s of playback". */
export const SAVE_EVERY_S = 10

/** What the player keeps between the element's events, beside what it shows. */
export interface Playback {
  /** Position to apply once metadata has loaded (a resumed story or track). */
  pendingPosition: number | undefined
  /** Start as soon as the file can play through (a chosen track). */
  playWhenReady: boolean
  /** The position last saved: the next save comes SAVE_EVERY_S of playback later. */
  lastSavedAt: number
  /** When the sleep timer last counted (ms since the epoch). */
  lastTickAt: number
  /** The player moved the position itself (a resume, the rewind at the end): not a seek to save. */
  ownSeek: boolean
}

export const NO_PLAYBACK: Playback = {
  pendingPosition: undefined,
  playWhenReady: false,
  lastSavedAt: 0,
  lastTickAt: 0,
  ownSeek: false,
}

/** The element's events, with what each needs to know of the element and the world. */
export type MediaEvent =
  | { type: 'loadstart'; hasSource: boolean }
  | { type: 'durationchange'; duration: number }
  | { type: 'loadedmetadata'; duration: number; currentTime: number; paused: boolean }
  | { type: 'canplaythrough' }
  /** `error`: the element's, which a media that plays keeps when it has no audio output. */
  | { type: 'playing'; now: number; error: MediaErrorSnapshot | null }
  | { type: 'pause'; currentTime: number; ended: boolean }
  | { type: 'emptied' }
  | { type: 'ended' }
  | { type: 'timeupdate'; currentTime: number; paused: boolean; now: number }
  | { type: 'seeked'; currentTime: number }
  | { type: 'ratechange'; rate: number }
  /** `playsOn`: the element goes on playing despite it; `failure`: the media's own reason (a voice). */
  | { type: 'error'; hasSource: boolean; playsOn: boolean; error: MediaErrorSnapshot | null; failure?: AudioFailure }
  /** What a look at the file of `item` found, after its error (the look-at-file effect). */
  | { type: 'looked-at-file'; item: PlayingItem; error: MediaErrorSnapshot | null; looked: LookedAt }

export type Effect =
  | { type: 'seek'; to: number }
  /**
   * Save the position `at`: a story's to its progress (sent to the server when `deliver`), a track's to the player row.
   */
  | { type: 'save'; at: number; deliver: boolean }
  | { type: 'play' }
  | { type: 'pause' }
  /** A track's clock moves every MUSIC_TIME_TICK_MS while it plays; timeupdate alone is too slow. */
  | { type: 'music-clock'; running: boolean }
  | { type: 'apply-volume' }
  | { type: 'media-position' }
  | { type: 'item-ended'; item: PlayingItem }
  /** The element's error alone does not say why: is the file there (audio-reachability.ts)? */
  | { type: 'look-at-file'; item: PlayingItem; error: MediaErrorSnapshot | null }

export interface Step {
  view?: Partial<PlayerView>
  playback?: Partial<Playback>
  effects?: Effect[]
}

const save = (at: number, deliver: boolean): Step => ({
  playback: { lastSavedAt: at },
  effects: [{ type: 'save', at, deliver }],
})

export function onMediaEvent(view: PlayerView, playback: Playback, event: MediaEvent): Step {
  switch (event.type) {
    case 'loadstart':
      return event.hasSource ? { view: { status: 'loading', failure: null } } : {}
    case 'durationchange':
      return { view: { duration: Number.isFinite(event.duration) ? event.duration : 0 } }
    case 'loadedmetadata': {
      const resume = playback.pendingPosition
      const seeks = resume !== undefined && resume < event.duration - 1
      return {
        view: { status: event.paused ? 'ready' : 'playing', position: seeks ? resume : event.currentTime },
        playback: { pendingPosition: undefined, lastSavedAt: resume ?? 0, ownSeek: seeks || playback.ownSeek },
        effects: seeks ? [{ type: 'seek', to: resume }] : [],
      }
    }
    case 'canplaythrough':
      return playback.playWhenReady ? { playback: { playWhenReady: false }, effects: [{ type: 'play' }] } : {}
    case 'playing':
      // It plays: what went wrong before is over, unless it is that no sound comes out (which
      // Firefox says once, and keeps as the element's error while it plays on).
      return {
        view: { status: 'playing', failure: isNoOutput(event.error) ? 'no-output' : null },
        playback: { lastTickAt: event.now },
        effects: [{ type: 'music-clock', running: view.item?.kind === 'track' }],
      }
    case 'pause': {
      const stop: Effect = { type: 'music-clock', running: false }
      if (event.ended || view.status === 'error') return { effects: [stop] }
      const saved = save(event.currentTime, true)
      return { view: { status: 'paused' }, playback: saved.playback, effects: [stop, ...saved.effects!] }
    }
    case 'emptied':
      return { effects: [{ type: 'music-clock', running: false }] }
    case 'ended': {
      const saved = save(0, true)
      return {
        view: { status: 'ended', position: 0, sleep: view.sleep?.kind === 'end' ? null : view.sleep },
        playback: { ...saved.playback, ownSeek: true },
        effects: [
          { type: 'seek', to: 0 },
          { type: 'apply-volume' },
          ...saved.effects!,
          ...(view.item ? [{ type: 'item-ended', item: view.item } as const] : []),
        ],
      }
    }
    case 'timeupdate':
      return onTimeUpdate(view, playback, event)
    case 'seeked':
      return playback.ownSeek ? { playback: { ownSeek: false } } : save(event.currentTime, true)
    case 'ratechange':
      return { view: { speed: event.rate } }
    case 'error':
      return onError(view, event)
    case 'looked-at-file':
      // Only for the error it was looked at for: not once another item loaded or the element played.
      if (event.item !== view.item || view.status !== 'error' || view.failure !== null) return {}
      return { view: { failure: mediaFailure(event.error, event.looked) ?? 'load' } }
  }
}

/**
 * A playback error sets not playing, as the element stops. An element that plays on
 * despite its error (Firefox without an audio output) is not shown stopped: it keeps its status,
 * with the failure said beside it. Where the error alone does not say why, the file is looked at
 * first, the status already 'error' (so the pause that follows it saves nothing).
 */
function onError(view: PlayerView, event: Extract<MediaEvent, { type: 'error' }>): Step {
  // Emptying the element (unload) fires an error with no source: not the person's problem.
  if (!event.hasSource || !view.item) return { effects: [{ type: 'music-clock', running: false }] }
  const failure = event.failure ?? mediaFailure(event.error)
  if (event.playsOn) return { view: { failure: failure ?? null } }
  return {
    view: { status: 'error', failure: failure ?? null },
    effects: [
      { type: 'music-clock', running: false },
      ...(failure ? [] : [{ type: 'look-at-file', item: view.item, error: event.error } as const]),
    ],
  }
}

/** The clock moves; while playing the sleep timer counts and every SAVE_EVERY_S the position is saved. */
function onTimeUpdate(view: PlayerView, playback: Playback, event: Extract<MediaEvent, { type: 'timeupdate' }>): Step {
  const step: Required<Step> = {
    view: { position: event.currentTime },
    playback: {},
    effects: [{ type: 'media-position' }],
  }
  if (event.paused) return step
  step.playback.lastTickAt = event.now
  if (view.sleep) {
    const sleep = tickSleep(view.sleep, event.now - playback.lastTickAt)
    const left = sleepRemainingMs(sleep, event.currentTime, view.duration, view.speed)
    Object.assign(step.view, { sleep, sleepRemainingMs: left })
    step.effects.push({ type: 'apply-volume' })
    if (left <= 0 && sleep.kind === 'minutes') step.effects.push({ type: 'pause' })
  }
  if (Math.abs(event.currentTime - playback.lastSavedAt) >= SAVE_EVERY_S) {
    step.playback.lastSavedAt = event.currentTime
    step.effects.push({ type: 'save', at: event.currentTime, deliver: false })
  }
  return step
}
