import { describe, expect, it } from 'vitest'
import { audioCacheKey, DownloadedAudio } from './downloaded-audio.ts'

const ORIGIN = 'http://127.0.0.1:8080'

describe('audioCacheKey', () => {
  it.each([
    ['/api/audio/a.mp3', `${ORIGIN}/api/audio/a.mp3`],
    [`${ORIGIN}/api/audio/a.mp3#t=10`, `${ORIGIN}/api/audio/a.mp3`],
    ['/api/audio-proxy?url=https%3A%2F%2Fx.test%2Fa.mp3', `${ORIGIN}/api/audio-proxy?url=https%3A%2F%2Fx.test%2Fa.mp3`],
    ['https://cdn.test/a.mp3', 'https://cdn.test/a.mp3'],
    ['data:audio/mp3;base64,AAAA', undefined],
    ['blob:http://127.0.0.1:8080/abc', undefined],
    ['http://[bad', undefined],
  ])('%s → %s', (raw, expected) => {
    expect(audioCacheKey(raw, ORIGIN)).toBe(expected)
  })
})

describe('DownloadedAudio', () => {
  it('matches everything until the cache has been read, then only what it holds', async () => {
    const index = new DownloadedAudio(async () => [`${ORIGIN}/api/audio/a.mp3`])
    expect(index.mayHave(`${ORIGIN}/api/audio/b.mp3`)).toBe(true)
    await index.load()
    expect(index.mayHave(`${ORIGIN}/api/audio/a.mp3`)).toBe(true)
    expect(index.mayHave(`${ORIGIN}/api/audio/b.mp3`)).toBe(false)
    index.add(`${ORIGIN}/api/audio/b.mp3`)
    index.delete(`${ORIGIN}/api/audio/a.mp3`)
    expect(index.mayHave(`${ORIGIN}/api/audio/a.mp3`)).toBe(false)
    expect(index.mayHave(`${ORIGIN}/api/audio/b.mp3`)).toBe(true)
  })

  it('tries the cache again after a failed read', async () => {
    let calls = 0
    const index = new DownloadedAudio(async () => {
      calls++
      if (calls === 1) throw new Error('storage unavailable')
      return []
    })
    await index.load()
    expect(index.mayHave('x')).toBe(true)
    await index.load()
    expect(calls).toBe(2)
    expect(index.mayHave('x')).toBe(false)
  })
})
