// The audio cache's own rules: LRU limits, shared downloads, clear, and Range over a buffer.
import { describe, expect, it } from 'vitest'
import { AudioCache, serveCached, type AudioFetcher } from './audio-cache.ts'

const audio = (bytes: number) => ({ body: Buffer.alloc(bytes, 7), contentType: 'audio/mpeg' })
function countingFetcher(bytes = 10): AudioFetcher & { calls: string[] } {
  const calls: string[] = []
  return Object.assign(
    async (url: string) => {
      calls.push(url)
      return audio(bytes)
    },
    { calls },
  )
}

describe('AudioCache', () => {
  it('reports its size, limit and bytes held', async () => {
    const cache = new AudioCache({ maxEntries: 3 })
    await cache.warm('a', countingFetcher(10))
    await cache.warm('b', countingFetcher(15))
    expect(cache.status()).toEqual({ cacheSize: 2, maxCacheSize: 3, totalMemoryUsed: 25 })
  })

  it('evicts the least recently used entry beyond the entry limit', async () => {
    const cache = new AudioCache({ maxEntries: 2 })
    const fetch = countingFetcher()
    await cache.warm('a', fetch)
    await cache.warm('b', fetch)
    cache.get('a')
    await cache.warm('c', fetch)
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true])
  })

  it('evicts until the total byte limit holds', async () => {
    const cache = new AudioCache({ maxTotalBytes: 25, maxEntryBytes: 25 })
    await cache.warm('a', countingFetcher(10))
    await cache.warm('b', countingFetcher(10))
    await cache.warm('c', countingFetcher(10))
    expect(cache.status()).toMatchObject({ cacheSize: 2, totalMemoryUsed: 20 })
    expect(cache.get('a')).toBeUndefined()
  })

  it('asks the fetcher for at most the per-entry limit and refuses a bigger answer', async () => {
    const cache = new AudioCache({ maxEntryBytes: 5 })
    let asked = 0
    await expect(
      cache.warm('a', async (_url, maxBytes) => {
        asked = maxBytes
        return audio(6)
      }),
    ).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' })
    expect(asked).toBe(5)
    expect(cache.status().cacheSize).toBe(0)
  })

  it('shares one download between concurrent warms and reuses the cached copy after', async () => {
    const cache = new AudioCache()
    const fetch = countingFetcher()
    await Promise.all([cache.warm('a', fetch), cache.warm('a', fetch)])
    await cache.warm('a', fetch)
    expect(fetch.calls).toEqual(['a'])
  })

  it('clears everything, counts what it dropped, and ignores a download that finishes later', async () => {
    const cache = new AudioCache()
    await cache.warm('a', countingFetcher())
    const late = cache.warm('b', countingFetcher())
    expect(cache.clear()).toBe(1)
    await late
    expect(cache.status()).toMatchObject({ cacheSize: 0, totalMemoryUsed: 0 })
  })
})

describe('serveCached', () => {
  const entry = { body: Buffer.from('0123456789'), contentType: 'audio/ogg' }
  it('answers 206 with the slice and its Content-Range', () => {
    expect(serveCached(entry, 'bytes=2-4')).toEqual({
      status: 206,
      headers: { 'content-type': 'audio/ogg', 'accept-ranges': 'bytes', 'content-range': 'bytes 2-4/10' },
      body: Buffer.from('234'),
    })
  })
  it('answers 416 with the size when the range starts past the end', () => {
    expect(serveCached(entry, 'bytes=10-')).toMatchObject({ status: 416, headers: { 'content-range': 'bytes */10' } })
  })
  it('answers 200 with the whole file for a malformed range', () => {
    expect(serveCached(entry, 'bytes=oops')).toMatchObject({ status: 200, body: entry.body })
  })
})
