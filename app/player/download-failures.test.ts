import { describe, expect, it } from 'vitest'
import { failureSummary, type FailedDownload } from './download-failures.ts'

const OFFLINE = 'The connection was lost. Check that you are online and try again.'
const GONE = 'This audio is no longer on the server.'

const story = (title: string, message = OFFLINE): FailedDownload => ({ title, message })
const track = (title: string, albumTitle: string, message = OFFLINE): FailedDownload => ({ title, albumTitle, message })

describe('failureSummary', () => {
  it.each<[string, FailedDownload[], string]>([
    ['one story', [story('The Gate', GONE)], `“The Gate”: ${GONE}`],
    ['one track names its album', [track('Dawn', 'Night Drive')], `“Dawn” (Night Drive): ${OFFLINE}`],
    [
      'a whole album offline is one sentence',
      Array.from({ length: 12 }, (_, i) => track(`Track ${i + 1}`, 'Night Drive')),
      `12 tracks of “Night Drive”: ${OFFLINE}`,
    ],
    [
      'tracks of two albums',
      [track('Dawn', 'Night Drive'), track('Dusk', 'Day Trip'), track('Noon', 'Day Trip')],
      `“Dawn” (Night Drive) and 2 more: ${OFFLINE}`,
    ],
    ['a story and a track', [story('The Gate'), track('Dawn', 'Night Drive')], `“The Gate” and 1 more: ${OFFLINE}`],
    ['the reason most share', [track('A', 'X', GONE), track('B', 'X'), track('C', 'X')], `3 tracks of “X”: ${OFFLINE}`],
    ['the first reason on a tie', [track('A', 'X', GONE), track('B', 'X')], `2 tracks of “X”: ${GONE}`],
  ])('%s', (_label, failures, expected) => {
    expect(failureSummary(failures)).toBe(expected)
  })
})
