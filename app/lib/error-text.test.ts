// The catalogue words each situation by the API's code: the spec's sentences, the server's own
// sentence where it says how long to wait, "offline" when the device is, and "could not be
// reached" when nothing arrived otherwise.
import { describe, expect, it } from 'vitest'
import { ApiError, type ClientErrorCode } from '../../client/api-error.ts'
import { errorText } from './error-text.ts'

const OFFLINE_REQUEST = 'This device is offline. Try again when you are back online.'
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.'
const offline = new ApiError(0, 'OFFLINE', 'Failed to fetch')
const unreachable = new ApiError(0, 'NETWORK', 'Failed to fetch')
const wrongPassword = new ApiError(401, 'INVALID_PASSWORD', '401: {…}', 'Invalid admin password. Please try again.')
const unauthorized = new ApiError(401, 'UNAUTHORIZED', '401: {…}', 'Admin access required')
const tooMany = (code: ClientErrorCode, message: string) => new ApiError(429, code, '429: {…}', message, 60_000)
const serverSays = new ApiError(500, 'INTERNAL', '500: {…}', 'Something went wrong on our side.')

describe('errorText', () => {
  it.each([
    [
      'login, wrong password',
      errorText.login(wrongPassword),
      { title: 'Access Denied', description: 'Invalid admin password. Please try again.' },
    ],
    [
      'login, locked out',
      errorText.login(
        tooMany(
          'TOO_MANY_ATTEMPTS',
          'Too many failed admin password attempts from your address. Try again in 14 minutes.',
        ),
      ),
      {
        title: 'Access Denied',
        description: 'Too many failed admin password attempts from your address. Try again in 14 minutes.',
      },
    ],
    ['login, offline', errorText.login(offline), { title: 'Login failed', description: OFFLINE_REQUEST }],
    ['login, unreachable', errorText.login(unreachable), { title: 'Login failed', description: UNREACHABLE }],
    ['delete comment, 401', errorText.deleteComment(unauthorized), { title: 'Admin access required' }],
    [
      'delete comment, other',
      errorText.deleteComment(serverSays),
      { title: 'Failed to delete comment', description: undefined },
    ],
    [
      'enable push, unknown',
      errorText.enablePush('??'),
      { title: 'Failed to enable notifications', description: 'An unknown error occurred' },
    ],
    [
      'enable push, offline',
      errorText.enablePush(offline),
      { title: 'Failed to enable notifications', description: OFFLINE_REQUEST },
    ],
    [
      'enable push, no worker yet',
      errorText.pushNotReady(false),
      {
        title: 'Failed to enable notifications',
        description: 'The app is still getting ready. Reload the page and try again.',
      },
    ],
    [
      "audio its server answered without (the spec's sentence)",
      errorText.audioLoad('load', 'track'),
      { title: 'Failed to load audio. Please check the audio URL and try refreshing.' },
    ],
    [
      'a track not downloaded, offline',
      errorText.audioLoad('not-downloaded', 'track'),
      { title: 'This track is not downloaded. Connect to play it, or download it for offline listening.' },
    ],
    [
      "a story's audio not downloaded, offline",
      errorText.audioLoad('not-downloaded', 'story'),
      { title: "This story's audio is not downloaded. Connect to play it, or download it for offline listening." },
    ],
    [
      "a story's audio that could not be reached",
      errorText.audioLoad('unreachable', 'story'),
      { title: "This story's audio could not be reached. Check your connection and try again." },
    ],
    [
      'a track the device cannot play',
      errorText.audioLoad('unplayable', 'track'),
      { title: 'This device cannot play this track: its format is not supported here, or the file is damaged.' },
    ],
    [
      'no audio output',
      errorText.audioLoad('no-output', 'story'),
      {
        title:
          'No sound can be played: this device has no working audio output. Connect speakers or headphones, or check its sound settings.',
      },
    ],
    [
      'a press of play the browser refused',
      errorText.playback('not-allowed', 'track'),
      {
        title: 'Playback Error',
        description:
          "The browser did not allow the audio to play. Press play again, or allow sound for this site in the browser's settings.",
      },
    ],
  ])('%s', (_name, text, expected) => {
    expect(text).toEqual(expected)
  })

  it.each([
    ['offline', offline, 'Offline: changes will sync when you are back online.'],
    ['an unreachable server', unreachable, 'The server could not be reached: changes will sync when it answers.'],
    [
      'a server failure',
      serverSays,
      'The server had a problem: changes are kept on this device and will sync when it recovers.',
    ],
    [
      "a proxy's 503",
      new ApiError(503, 'HTTP_ERROR', '503: <html>'),
      'The server had a problem: changes are kept on this device and will sync when it recovers.',
    ],
    [
      'asked to wait',
      tooMany('TOO_MANY_COMMENTS', 'You are posting comments too quickly.'),
      'Sync stopped: You are posting comments too quickly. It will try again.',
    ],
    [
      'a refusal',
      new ApiError(400, 'BAD_INPUT', '400', 'Invalid query.since'),
      'Sync stopped: Invalid query.since. It will try again.',
    ],
    ['not even an ApiError', new TypeError('x is undefined'), 'Sync stopped unexpectedly. It will try again.'],
  ])('words a sync round that stopped on %s', (_name, error, text) => {
    expect(errorText.sync(error)).toBe(text)
  })
})
