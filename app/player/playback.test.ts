// The player's rules, walked through event by event without an element.
import { describe, expect, it } from 'vitest'
import {
  IDLE,
  NO_PLAYBACK,
  onMediaEvent,
  SAVE_EVERY_S,
  type MediaEvent,
  type Playback,
  type PlayerView,
  type PlayingItem,
} from './playback.ts'
import { startSleep } from './sleep-timer.ts'
import { MEDIA_ERR_DECODE, MEDIA_ERR_SRC_NOT_SUPPORTED, type MediaErrorSnapshot } from './audio-failure.ts'

const story: PlayingItem = {
  kind: 'story',
  id: 's1',
  title: 'The Long Watch',
  artist: null,
  albumId: null,
  albumTitle: null,
  source: '/a.mp3',
  artwork: null,
}
const track: PlayingItem = { ...story, kind: 'track', id: 't1', artist: 'Vessa', albumId: 'a1', albumTitle: 'Gates' }

/** Firefox's error when it cannot open an audio output, after which it plays on silently. */
const NO_OUTPUT = { code: MEDIA_ERR_DECODE, message: 'OnMediaSinkAudioError' }
const NOT_SUPPORTED = { code: MEDIA_ERR_SRC_NOT_SUPPORTED, message: 'MEDIA_ELEMENT_ERROR: Format error' }
const playing = (error: MediaErrorSnapshot | null = null): MediaEvent => ({ type: 'playing', now: 0, error })
const stoppedBy = (error: MediaErrorSnapshot | null, failure?: 'no-voice'): MediaEvent => ({
  type: 'error',
  hasSource: true,
  playsOn: false,
  error,
  failure,
})

/** Runs events in order as player.ts does, keeping the view and the playback state. */
function run(events: MediaEvent[], view: Partial<PlayerView> = {}, playback: Partial<Playback> = {}) {
  let state = {
    view: { ...IDLE, item: story, status: 'loading' as const, ...view } as PlayerView,
    playback: { ...NO_PLAYBACK, ...playback },
  }
  const effects = []
  for (const event of events) {
    const step = onMediaEvent(state.view, state.playback, event)
    state = { view: { ...state.view, ...step.view }, playback: { ...state.playback, ...step.playback } }
    effects.push(...(step.effects ?? []))
  }
  return { ...state, effects }
}

describe('the player', () => {
  it('resumes a story at its saved second once the length is known, and does not save that move as a seek', () => {
    const { view, playback, effects } = run(
      [
        { type: 'loadedmetadata', duration: 600, currentTime: 0, paused: true },
        { type: 'seeked', currentTime: 120 },
      ],
      {},
      { pendingPosition: 120 },
    )
    expect(view).toMatchObject({ status: 'ready', position: 120 })
    expect(effects).toEqual([{ type: 'seek', to: 120 }])
    expect(playback).toMatchObject({ pendingPosition: undefined, lastSavedAt: 120, ownSeek: false })
  })

  it('starts from 0 when the saved second is in the last second of the file', () => {
    const { view, effects } = run(
      [{ type: 'loadedmetadata', duration: 600, currentTime: 0, paused: true }],
      {},
      { pendingPosition: 599.5 },
    )
    expect(view.position).toBe(0)
    expect(effects).toEqual([])
  })

  it("saves a person's seek at once, with delivery", () => {
    expect(run([{ type: 'seeked', currentTime: 42 }]).effects).toEqual([{ type: 'save', at: 42, deliver: true }])
  })

  it('saves about every 10 s of playback, locally, and not while paused', () => {
    const events: MediaEvent[] = [3, 6, 9.9, SAVE_EVERY_S, 14, 20.5].map((t) => ({
      type: 'timeupdate',
      currentTime: t,
      paused: false,
      now: t * 1000,
    }))
    const saves = run(events, { status: 'playing' }).effects.filter((e) => e.type === 'save')
    expect(saves).toEqual([
      { type: 'save', at: 10, deliver: false },
      { type: 'save', at: 20.5, deliver: false },
    ])
    const paused = run([{ type: 'timeupdate', currentTime: 30, paused: true, now: 0 }])
    expect(paused.view.position).toBe(30)
    expect(paused.effects.filter((e) => e.type === 'save')).toEqual([])
  })

  it('a pause saves with delivery; a pause that comes with the end or an error changes nothing', () => {
    const paused = run([{ type: 'pause', currentTime: 77, ended: false }], { status: 'playing' })
    expect(paused.view.status).toBe('paused')
    expect(paused.effects).toContainEqual({ type: 'save', at: 77, deliver: true })
    expect(run([{ type: 'pause', currentTime: 600, ended: true }], { status: 'playing' }).view.status).toBe('playing')
    expect(run([{ type: 'pause', currentTime: 5, ended: false }], { status: 'error' }).view.status).toBe('error')
  })

  it('at the end it goes back to 0, saves 0, tells the music queue, and the rewind is not a seek', () => {
    const { view, effects, playback } = run([{ type: 'ended' }, { type: 'seeked', currentTime: 0 }], {
      item: track,
      status: 'playing',
      position: 200,
      sleep: startSleep('end'),
    })
    expect(view).toMatchObject({ status: 'ended', position: 0, sleep: null })
    expect(effects).toEqual([
      { type: 'seek', to: 0 },
      { type: 'apply-volume' },
      { type: 'save', at: 0, deliver: true },
      { type: 'item-ended', item: track },
    ])
    expect(playback.ownSeek).toBe(false)
  })

  it('a minutes sleep timer survives the end; it counts the clock time between events and pauses at zero', () => {
    expect(run([{ type: 'ended' }], { sleep: startSleep(5) }).view.sleep).toEqual(startSleep(5))
    const { view, effects } = run(
      [
        playing(),
        { type: 'timeupdate', currentTime: 1, paused: false, now: 200_000 },
        { type: 'timeupdate', currentTime: 2, paused: false, now: 300_000 },
      ],
      { sleep: startSleep(5), duration: 600 },
    )
    expect(view.sleepRemainingMs).toBe(0)
    expect(effects.filter((e) => e.type === 'pause')).toHaveLength(1)
  })

  it("a track's clock runs while it plays; a story's does not, and every stop stops it", () => {
    expect(run([playing()], { item: track }).effects).toEqual([{ type: 'music-clock', running: true }])
    expect(run([playing()]).effects).toEqual([{ type: 'music-clock', running: false }])
    for (const stop of [
      { type: 'emptied' },
      { type: 'pause', currentTime: 0, ended: true },
      stoppedBy(NOT_SUPPORTED),
    ] as MediaEvent[]) {
      expect(run([stop], { item: track }).effects[0]).toEqual({ type: 'music-clock', running: false })
    }
  })

  it('a chosen track starts as soon as it can play through, once', () => {
    const { effects, playback } = run(
      [{ type: 'canplaythrough' }, { type: 'canplaythrough' }],
      {},
      { playWhenReady: true },
    )
    expect(effects).toEqual([{ type: 'play' }])
    expect(playback.playWhenReady).toBe(false)
  })

  it('an error that stops the element shows stopped at once, and its file is looked at to say why', () => {
    const stopped = run([stoppedBy(NOT_SUPPORTED), { type: 'pause', currentTime: 0, ended: false }], { position: 120 })
    expect(stopped.view).toMatchObject({ status: 'error', failure: null })
    expect(stopped.effects).toContainEqual({ type: 'look-at-file', item: story, error: NOT_SUPPORTED })
    // The pause Chromium fires after its error saves nothing: the story's place is kept.
    expect(stopped.effects.filter((e) => e.type === 'save')).toEqual([])
    const looked = run(
      [
        {
          type: 'looked-at-file',
          item: story,
          error: NOT_SUPPORTED,
          looked: { reach: 'reachable', online: true, isDownloaded: false },
        },
      ],
      stopped.view,
    )
    expect(looked.view).toMatchObject({ status: 'error', failure: 'unplayable' })
  })

  it("a look's answer is kept only for the error it was made for", () => {
    const look: MediaEvent = {
      type: 'looked-at-file',
      item: story,
      error: NOT_SUPPORTED,
      looked: { reach: 'no-answer', online: true, isDownloaded: false },
    }
    expect(run([stoppedBy(NOT_SUPPORTED), look]).view.failure).toBe('unreachable')
    expect(run([stoppedBy(NOT_SUPPORTED), { type: 'loadstart', hasSource: true }, look]).view).toMatchObject({
      status: 'loading',
      failure: null,
    })
    // Another item is in the player now.
    expect(run([stoppedBy(NOT_SUPPORTED), look], { item: track }).view.failure).toBe(null)
  })

  it('a device voice says why itself, with no look', () => {
    const { view, effects } = run([stoppedBy(null, 'no-voice')])
    expect(view).toMatchObject({ status: 'error', failure: 'no-voice' })
    expect(effects.filter((e) => e.type === 'look-at-file')).toEqual([])
  })

  it("emptying the element (unload) fires an error with no source: not the person's problem", () => {
    expect(run([{ type: 'error', hasSource: false, playsOn: false, error: null }]).view).toMatchObject({
      status: 'loading',
      failure: null,
    })
  })

  it('an element that plays on after its error is not shown stopped: Firefox without an audio output', () => {
    const errorWhilePlaying: MediaEvent = { type: 'error', hasSource: true, playsOn: true, error: NO_OUTPUT }
    const afterError = run([playing(), errorWhilePlaying], { item: track })
    expect(afterError.view).toMatchObject({ status: 'playing', failure: 'no-output' })
    // Its clock keeps running (the element's does), and there is no file to look at.
    expect(afterError.effects).toEqual([{ type: 'music-clock', running: true }])
    const paused = run([{ type: 'pause', currentTime: 3, ended: false }], afterError.view)
    expect(paused.view).toMatchObject({ status: 'paused', failure: 'no-output' })
    // Playing again, Firefox fires no second error, but keeps the first: still no sound.
    expect(run([playing(NO_OUTPUT)], paused.view).view).toMatchObject({ status: 'playing', failure: 'no-output' })
  })

  it('an error shown is cleared once the element plays, and by the next load', () => {
    const failed = run([stoppedBy(null, 'no-voice')]).view
    expect(run([playing()], failed).view).toMatchObject({ status: 'playing', failure: null })
    expect(run([{ type: 'loadstart', hasSource: true }], failed).view).toMatchObject({
      status: 'loading',
      failure: null,
    })
  })

  it('an unknown length reads as 0, and the speed follows the element', () => {
    expect(run([{ type: 'durationchange', duration: Infinity }]).view.duration).toBe(0)
    expect(run([{ type: 'ratechange', rate: 1.5 }]).view.speed).toBe(1.5)
  })
})
