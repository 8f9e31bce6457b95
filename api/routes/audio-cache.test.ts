// /api/audio-cache: warm-up of story audio, status, clear, and the proxy answering from memory.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_WARMUP_URLS } from '../../contract/audio.ts'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import {
  insertStoryWithAudio,
  NARRATION,
  SHORT_AUDIO,
  startAudioHost,
  type AudioHost,
} from '../testing/loopback-audio-host.ts'
import { MAX_CACHE_ENTRIES } from '../services/audio/audio-cache.ts'

let host: AudioHost
let t: TestApp
let narration: string
let short: string
beforeAll(async () => {
  host = await startAudioHost()
})
afterAll(async () => {
  await host.close()
})
beforeEach(async () => {
  t = await buildTestApp({ outboundAllowAddresses: ['127.0.0.1'] })
  narration = `${host.origin}/narration.mp3`
  short = `${host.origin}/short.mp3`
  await insertStoryWithAudio(t.app.db, narration)
  await insertStoryWithAudio(t.app.db, short)
})
afterEach(async () => {
  await t.close()
})

const warmup = (audioUrls: string[], app = t.app) =>
  app.inject({ method: 'POST', url: '/api/audio-cache/warmup', payload: { audioUrls } })
const status = (app = t.app) => app.inject({ method: 'GET', url: '/api/audio-cache/status' }).then((res) => res.json())

describe('/api/audio-cache', () => {
  it('starts empty', async () => {
    expect(await status()).toEqual({ cacheSize: 0, maxCacheSize: MAX_CACHE_ENTRIES, totalMemoryUsed: 0 })
  })

  it('warms two story URLs and counts them and their bytes', async () => {
    const res = await warmup([narration, short])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ cached: [narration, short], failed: [] })
    expect(await status()).toEqual({
      cacheSize: 2,
      maxCacheSize: MAX_CACHE_ENTRIES,
      totalMemoryUsed: NARRATION.length + SHORT_AUDIO.length,
    })
  })

  it('reports URLs it could not cache, each with a reason, and caches the rest', async () => {
    const page = `${host.origin}/page.html`
    await insertStoryWithAudio(t.app.db, page)
    const stranger = `${host.origin}/narration.mp3?not-a-story`
    const res = await warmup([short, page, stranger])
    expect(res.json()).toEqual({
      cached: [short],
      failed: [
        { url: page, message: expect.stringContaining('text/html') },
        { url: stranger, message: expect.stringContaining('audio of a story') },
      ],
    })
    expect(host.hits).not.toContain('/narration.mp3?not-a-story')
  })

  it(`refuses more than ${MAX_WARMUP_URLS} URLs at once`, async () => {
    const res = await warmup(Array.from({ length: MAX_WARMUP_URLS + 1 }, (_, i) => `${narration}?${i}`))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT' })
  })

  it('clears everything for the admin and says how many it dropped', async () => {
    await warmup([narration, short])
    const res = await t.app.inject({ method: 'POST', url: '/api/audio-cache/clear', headers: adminHeaders })
    expect(res.json()).toEqual({ cleared: 2 })
    expect(await status()).toMatchObject({ cacheSize: 0, totalMemoryUsed: 0 })
  })

  it('serves a warmed file and its ranges from memory without asking the source again', async () => {
    await warmup([narration])
    const hitsBefore = host.hits.length
    const proxy = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/audio-proxy?url=${encodeURIComponent(narration)}`, headers })
    const part = await proxy({ range: 'bytes=100-199' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${NARRATION.length}`)
    expect(Buffer.compare(part.rawPayload, NARRATION.subarray(100, 200))).toBe(0)
    const whole = await proxy({ range: 'bytes=nonsense' })
    expect(whole.statusCode).toBe(200)
    expect(Buffer.compare(whole.rawPayload, NARRATION)).toBe(0)
    const past = await proxy({ range: `bytes=${NARRATION.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${NARRATION.length}`)
    expect(host.hits.length).toBe(hitsBefore)
  })

  it('keeps one cache per app', async () => {
    const other = await buildTestApp({ outboundAllowAddresses: ['127.0.0.1'] })
    try {
      await warmup([short])
      expect((await status(other.app)).cacheSize).toBe(0)
    } finally {
      await other.close()
    }
  })

  it('lets only the admin clear the cache', async () => {
    await warmup([short])
    const res = await t.app.inject({ method: 'POST', url: '/api/audio-cache/clear' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    expect((await status()).cacheSize).toBe(1)
  })

  it('takes 6 warm-ups per address in 10 minutes, then answers 429 without fetching', async () => {
    for (let i = 0; i < 6; i++) expect((await warmup([short])).statusCode).toBe(200)
    const hitsBefore = host.hits.length
    const refused = await warmup([narration])
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_WARMUPS',
      message: expect.stringMatching(/^Too many audio cache warm-ups from your address\. Try again in \d+ minutes?\.$/),
    })
    expect(host.hits.length).toBe(hitsBefore)
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/audio-cache/warmup',
      remoteAddress: '203.0.113.5',
      payload: { audioUrls: [short] },
    })
    expect(elsewhere.statusCode).toBe(200)
  })
})
