// One sentence per problem: offline says offline, a 5xx says the server had a problem and the
// change is kept, a refusal is the server's own sentence; and the worker's download failures.
import { describe, expect, it } from 'vitest'
import type { ClientErrorCode, Problem } from '../../client/api-error.ts'
import { ERROR_CODES } from '../../contract/error-codes.ts'
import type { DownloadFailureCode } from '../../contract/sw-messages.ts'
import { downloadFailureText, problemText, type Situation } from './problem-text.ts'

const problem = (code: ClientErrorCode, status: number, message = ''): Problem => ({ code, status, message })
const SERVER_PROBLEM = 'The server had a problem. Your change is kept on this device and will be tried again.'
const COMMENT_WAIT = 'You are posting comments too quickly. Your comment will be sent in 40 seconds.'

describe('problemText', () => {
  it.each<[string, Problem, Situation, string]>([
    [
      'offline, a write',
      problem('OFFLINE', 0, 'Failed to fetch'),
      'write',
      'This device is offline. Your change is kept on this device and will be sent when you are back online.',
    ],
    [
      'offline, a request',
      problem('OFFLINE', 0),
      'request',
      'This device is offline. Try again when you are back online.',
    ],
    [
      'unreachable, a write',
      problem('NETWORK', 0, 'Failed to fetch'),
      'write',
      'The server could not be reached. Your change is kept on this device and will be tried again.',
    ],
    [
      'unreachable, a request',
      problem('NETWORK', 0),
      'request',
      'The server could not be reached. Check your connection and try again.',
    ],
    ["the server's 500", problem('INTERNAL', 500, 'Something went wrong on our side.'), 'write', SERVER_PROBLEM],
    [
      'a source the server fetches failed',
      problem('UPSTREAM_FAILED', 502, 'The audio source could not be fetched: timeout'),
      'write',
      SERVER_PROBLEM,
    ],
    ["a proxy's 503", problem('HTTP_ERROR', 503, '503: <html>'), 'write', SERVER_PROBLEM],
    ['a 5xx, a request', problem('INTERNAL', 500), 'request', 'The server had a problem. Please try again later.'],
    [
      'a fault on this device',
      problem('INTERNAL', 0, 'x is undefined'),
      'write',
      'Something went wrong on this device. Your change is kept on this device and will be tried again.',
    ],
    [
      'a rate-limited comment: when it will be sent',
      problem('TOO_MANY_COMMENTS', 429, COMMENT_WAIT),
      'write',
      COMMENT_WAIT,
    ],
    [
      "a refusal, in the server's words",
      problem('ALBUM_TITLE_TAKEN', 409, 'Another album is already called "Dawn".'),
      'write',
      'Another album is already called "Dawn".',
    ],
    [
      'a refusal whose words lack a full stop',
      problem('UNAUTHORIZED', 401, 'Admin access required'),
      'write',
      'Admin access required: sign in as the admin again, then try again.',
    ],
    ['a refusal with no words', problem('LINK_NOT_FOUND', 404), 'write', 'This link is no longer on the server.'],
    [
      'a row gone from the server, whose two words say less than ours',
      problem('STORY_NOT_FOUND', 404, 'Story not found'),
      'write',
      'This story is no longer on the server.',
    ],
    [
      "the framework's words are not for a person",
      problem('BAD_REQUEST', 400, 'Body is not valid JSON'),
      'write',
      'The server could not read what the app sent. Reload the app and try again.',
    ],
    [
      "a proxy's refusal",
      problem('HTTP_ERROR', 403, '403: Forbidden'),
      'write',
      'The server refused this (error 403).',
    ],
    [
      'a proxy asking to wait',
      problem('HTTP_ERROR', 429, '429: Slow down'),
      'write',
      'The server is busy. Your change is kept on this device and will be tried again.',
    ],
  ])('%s', (_name, given, situation, text) => {
    expect(problemText(given, situation)).toBe(text)
  })

  it.each(ERROR_CODES.map((code) => [code]))("words %s as a sentence, with or without the server's", (code) => {
    for (const message of ['', 'The server says why.']) {
      expect(problemText(problem(code, 400, message))).toMatch(/^[A-Z].*[.!?]$/)
    }
  })
})

describe('downloadFailureText', () => {
  it.each<[DownloadFailureCode, number | undefined, string]>([
    ['cancelled', undefined, 'Download cancelled.'],
    ['not-downloadable', undefined, 'This audio cannot be downloaded.'],
    ['gone', undefined, 'This audio is no longer on the server.'],
    ['partial', undefined, 'The server did not send the whole file. Try again later.'],
    ['incomplete', undefined, 'The download was cut short. Try again.'],
    ['network', undefined, 'The connection was lost. Check that you are online and try again.'],
    ['quota', undefined, 'There is not enough storage space on this device. Remove some downloads and try again.'],
    ['storage', undefined, 'The audio could not be saved on this device.'],
    ['server', 503, 'The server could not send this audio (error 503). Try again later.'],
  ])('%s', (code, status, text) => {
    expect(downloadFailureText({ code, status })).toBe(text)
  })
})
