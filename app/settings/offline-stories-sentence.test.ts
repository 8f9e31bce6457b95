import { describe, expect, it } from 'vitest'
import { offlineStoriesSentence } from './offline-stories-sentence.ts'

describe('offlineStoriesSentence', () => {
  it.each([
    [0, 0, 'No stories kept for offline reading yet'],
    [1, 950, '1 story kept for offline reading · 950 B'],
    [12, 61_747, '12 stories kept for offline reading · 60.3 KB'],
    [1_234, 28.1 * 1024 ** 2, '1,234 stories kept for offline reading · 28.1 MB'],
    [10_000, 29_464_985, '10,000 stories kept for offline reading · 28.1 MB'],
  ])('%i texts of %f bytes read "%s"', (count, bytes, sentence) => {
    expect(offlineStoriesSentence({ count, bytes })).toBe(sentence)
  })
})
