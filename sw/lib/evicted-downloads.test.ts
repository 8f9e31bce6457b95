import { describe, expect, it } from 'vitest'
import { evictedDownloads } from './evicted-downloads.ts'

const ORIGIN = 'http://127.0.0.1:8080'
const A = `${ORIGIN}/api/media/audio/a.mp3`
const B = `${ORIGIN}/api/media/audio/b.mp3`
const MUSIC = `${ORIGIN}/api/background-music/stream/m1`

describe('evictedDownloads', () => {
  it.each<[string, string[], string[], string[]]>([
    ['keeps rows whose file is cached', [A, B], [A, B], []],
    ['drops a row whose file was evicted', [A, B], [A], [B]],
    ['drops every row when the cache is gone', [A, B], [], [A, B]],
    ['ignores cached files without a row (kept quietly)', [A], [A, MUSIC], []],
    ['nothing to do without rows', [], [A], []],
    ['matches a relative row URL by its cache key', ['/api/media/audio/a.mp3'], [A], []],
    ['matches a row URL with a fragment by its cache key', [`${A}#t=10`], [A], []],
    [
      'drops a row that is no downloadable address',
      ['data:audio/mp3;base64,AAAA'],
      [A],
      ['data:audio/mp3;base64,AAAA'],
    ],
    [
      'tells apart addresses that differ only in their query',
      [`${ORIGIN}/api/audio-proxy?url=x`],
      [`${ORIGIN}/api/audio-proxy?url=y`],
      [`${ORIGIN}/api/audio-proxy?url=x`],
    ],
  ])('%s', (_label, rows, keys, expected) => {
    const evicted = evictedDownloads(
      rows.map((url) => ({ url, title: 'T' })),
      keys,
      ORIGIN,
    )
    expect(evicted.map((row) => row.url)).toEqual(expected)
  })
})
