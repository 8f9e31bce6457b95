import { describe, expect, it } from 'vitest'
import { audioCacheKey, DownloadedAudio, isAudioRequest } from './downloaded-audio.ts'

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

describe('isAudioRequest', () => {
  it.each([
    ['/api/audio/a.mp3', '', true],
    ['/api/media/audio/a.mp3', '', true],
    ['/api/audio-proxy?url=x', '', true],
    ['/api/audio-progress', '', false],
    ['/api/audio-cache/status', '', false],
    ['/api/background-music/stream/7d0c7a5e-1c2b-4f7e-9a51-3b9e0c4d2f10', '', true],
    ['/api/background-music/active', '', false],
    ['/api/background-music', '', false],
    ['/api/background-music/stream', '', false],
    ['/api/tracks/0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c/stream', '', true],
    ['/api/tracks/0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c', '', false],
    ['/api/tracks', '', false],
    ['/api/media/covers/a.jpg', 'image', false],
    ['https://cdn.test/a.mp3', 'audio', true],
    ['https://cdn.test/api/audio/a.mp3', '', false],
  ])('%s (%s) → %s', (path, destination, expected) => {
    expect(isAudioRequest(new URL(path, ORIGIN), destination, ORIGIN)).toBe(expected)
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
