// Which failure each thing the element and a look at its file tell is, with what Chromium 156 and
// Firefox ESR 153 really report (their MediaError codes and messages, read from the browsers).
import { describe, expect, it } from 'vitest'
import {
  MEDIA_ERR_DECODE,
  MEDIA_ERR_NETWORK,
  MEDIA_ERR_SRC_NOT_SUPPORTED,
  mediaFailure,
  playRefusal,
  playsOn,
  type LookedAt,
  type MediaErrorSnapshot,
  type MediaState,
} from './audio-failure.ts'

const error = (code: number, message = ''): MediaErrorSnapshot => ({ code, message })
const looked = (change: Partial<LookedAt>): LookedAt => ({
  reach: 'reachable',
  online: true,
  isDownloaded: false,
  ...change,
})
const FIREFOX_NO_OUTPUT = error(MEDIA_ERR_DECODE, 'OnMediaSinkAudioError')
const CHROMIUM_404 = error(MEDIA_ERR_SRC_NOT_SUPPORTED, 'MEDIA_ELEMENT_ERROR: Format error')

describe('mediaFailure', () => {
  it.each([
    [
      'Firefox without an audio output says no sound can come out, without a look',
      FIREFOX_NO_OUTPUT,
      undefined,
      'no-output',
    ],
    [
      'a file the decoder gives up on is one the device cannot play',
      error(MEDIA_ERR_DECODE, 'PIPELINE_ERROR_DECODE'),
      undefined,
      'unplayable',
    ],
    ['"not supported" alone waits for a look at the file (a 404 says the same)', CHROMIUM_404, undefined, undefined],
    ['a network error alone waits for a look (offline or not)', error(MEDIA_ERR_NETWORK), undefined, undefined],
    [
      'an address the server answers without audio: the spec\'s "check the URL"',
      CHROMIUM_404,
      looked({ reach: 'http-error' }),
      'load',
    ],
    [
      "Firefox's 404 the same",
      error(MEDIA_ERR_SRC_NOT_SUPPORTED, '404: Not Found'),
      looked({ reach: 'http-error' }),
      'load',
    ],
    ['no answer while online: it cannot be reached', CHROMIUM_404, looked({ reach: 'no-answer' }), 'unreachable'],
    [
      'no answer offline: it is not downloaded',
      CHROMIUM_404,
      looked({ reach: 'no-answer', online: false }),
      'not-downloaded',
    ],
    [
      'no answer offline for a download the worker did not serve: a reload helps',
      CHROMIUM_404,
      looked({ reach: 'no-answer', online: false, isDownloaded: true }),
      'load',
    ],
    [
      'a file that is there but will not open: the device cannot play it',
      error(
        MEDIA_ERR_SRC_NOT_SUPPORTED,
        'PipelineStatus::DEMUXER_ERROR_COULD_NOT_OPEN: FFmpegDemuxer: open context failed',
      ),
      looked({}),
      'unplayable',
    ],
    [
      "Firefox's file that will not open the same",
      error(MEDIA_ERR_SRC_NOT_SUPPORTED, 'NS_ERROR_DOM_MEDIA_METADATA_ERR (0x806e0006)'),
      looked({}),
      'unplayable',
    ],
    [
      'a connection lost part-way, though the file answers now: it could not be reached',
      error(MEDIA_ERR_NETWORK),
      looked({}),
      'unreachable',
    ],
    [
      'a connection lost part-way, offline: not downloaded',
      error(MEDIA_ERR_NETWORK),
      looked({ reach: 'no-answer', online: false }),
      'not-downloaded',
    ],
    [
      'an error event with no MediaError is looked at like "not supported"',
      null,
      looked({ reach: 'http-error' }),
      'load',
    ],
  ])('%s', (_name, mediaError, look, expected) => {
    expect(mediaFailure(mediaError, look)).toBe(expected)
  })
})

const media = (change: Partial<MediaState>): MediaState => ({
  paused: true,
  ended: false,
  readyState: 4,
  error: null,
  ...change,
})
const refused = (name: string) => new DOMException('refused', name)

describe('playRefusal', () => {
  it.each([
    [
      'a play interrupted by a newer load or a pause tells nothing',
      refused('AbortError'),
      media({}),
      'person',
      'quiet',
    ],
    [
      'a refused play after which the element plays all the same tells nothing',
      refused('NotAllowedError'),
      media({ paused: false }),
      'person',
      'quiet',
    ],
    [
      'Firefox refuses before its error event for a bad source: the event says why',
      refused('NotSupportedError'),
      media({ paused: false, readyState: 0 }),
      'person',
      'element',
    ],
    [
      'Chromium refuses after its error event: the event said why',
      refused('NotSupportedError'),
      media({ readyState: 0, error: CHROMIUM_404 }),
      'person',
      'element',
    ],
    [
      'the autoplay rule refusing the player is undone by the play button',
      refused('NotAllowedError'),
      media({}),
      'player',
      'blocked',
    ],
    ['the browser refusing a press of play is told', refused('NotAllowedError'), media({}), 'person', 'not-allowed'],
    [
      'another refusal of media that loaded fine: no sound can come out',
      refused('InvalidStateError'),
      media({ readyState: 1 }),
      'person',
      'no-output',
    ],
    [
      'another refusal before anything loaded waits for the element',
      refused('InvalidStateError'),
      media({ readyState: 0 }),
      'person',
      'element',
    ],
    ['a rejection that is no DOMException at all, media loaded', 'no output', media({}), 'player', 'no-output'],
  ] as const)('%s', (_name, error, state, askedBy, expected) => {
    expect(playRefusal(error, state, askedBy)).toBe(expected)
  })
})

describe('playsOn', () => {
  it.each([
    ['Firefox playing on after its audio output failed', media({ paused: false, error: FIREFOX_NO_OUTPUT }), true],
    [
      'Firefox after a 404 with play() called: not paused, but nothing to play',
      media({ paused: false, readyState: 0, error: CHROMIUM_404 }),
      false,
    ],
    ['Chromium after an error: paused', media({ readyState: 0, error: CHROMIUM_404 }), false],
    ['at the end', media({ paused: false, ended: true }), false],
    [
      'a device voice (no readyState) is never taken to play on',
      media({ paused: false, readyState: undefined }),
      false,
    ],
  ])('%s', (_name, state, expected) => {
    expect(playsOn(state)).toBe(expected)
  })
})
