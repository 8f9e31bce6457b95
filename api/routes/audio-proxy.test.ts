// GET /api/audio-proxy: story audio only, Range passed through, every refused address refused
// before any connection (counted on a real loopback audio host and on traps), 502 on bad sources.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import {
  insertStoryWithAudio,
  NARRATION,
  startAudioHost,
  startTrap,
  type AudioHost,
  type Trap,
} from '../testing/loopback-audio-host.ts'

let host: AudioHost
let trap2: Trap
let trap6: Trap | undefined
let t: TestApp
beforeAll(async () => {
  host = await startAudioHost()
  trap2 = await startTrap('127.0.0.2')
  trap6 = await startTrap('::1').catch(() => undefined) // a machine without IPv6 still runs the rest
})
afterAll(async () => {
  await host.close()
  await trap2.close()
  await trap6?.close()
})
beforeEach(async () => {
  t = await buildTestApp({ outboundAllowAddresses: ['127.0.0.1'] })
})
afterEach(async () => {
  await t.close()
})

const proxy = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/audio-proxy?url=${encodeURIComponent(url)}`, headers })
const connections = () => host.connections() + trap2.connections() + (trap6?.connections() ?? 0)

describe('GET /api/audio-proxy', () => {
  it("streams a story's audio whole, with its type and length", async () => {
    const url = `${host.origin}/narration.mp3`
    await insertStoryWithAudio(t.app.db, url)
    const res = await proxy(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/mpeg')
    expect(res.headers['content-length']).toBe(String(NARRATION.length))
    expect(Buffer.compare(res.rawPayload, NARRATION)).toBe(0)
  })

  it('passes Range through and answers 206 with exactly those bytes', async () => {
    const url = `${host.origin}/narration.mp3`
    await insertStoryWithAudio(t.app.db, url)
    const res = await proxy(url, { range: 'bytes=100-199' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 100-199/${NARRATION.length}`)
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(Buffer.compare(res.rawPayload, NARRATION.subarray(100, 200))).toBe(0)
  })

  it("passes the source's 416 through for a range past the end", async () => {
    const url = `${host.origin}/narration.mp3`
    await insertStoryWithAudio(t.app.db, url)
    const res = await proxy(url, { range: `bytes=${NARRATION.length}-` })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${NARRATION.length}`)
  })

  it("refuses a URL that is no story's audio without contacting it", async () => {
    const hitsBefore = host.hits.length
    const res = await proxy(`${host.origin}/narration.mp3`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'URL_NOT_ALLOWED', message: expect.stringContaining('audio of a story') })
    expect(host.hits.length).toBe(hitsBefore)
  })

  it.each([
    ['a loopback address that is not allow-listed', () => `http://127.0.0.2:${trap2.port}/x`],
    ['localhost', () => `http://localhost:${host.port}/narration.mp3`],
    ['IPv6 loopback', () => `http://[::1]:${trap6?.port ?? 9}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${host.port}/narration.mp3`],
    ['a file URL', () => 'file:///etc/passwd'],
    ['an ftp URL', () => `ftp://127.0.0.1:${host.port}/narration.mp3`],
    ['a gopher URL', () => `gopher://127.0.0.1:${host.port}/_GET`],
  ])('refuses %s stored on a story, before any connection', async (_name, makeUrl) => {
    const url = makeUrl()
    await insertStoryWithAudio(t.app.db, url)
    const before = connections()
    const res = await proxy(url)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'URL_NOT_ALLOWED' })
    expect(res.json().message).not.toContain('audio of a story')
    expect(connections()).toBe(before)
  })

  it('follows a redirect to another allowed address', async () => {
    const url = `${host.origin}/redirect?to=${encodeURIComponent(`${host.origin}/short.mp3`)}`
    await insertStoryWithAudio(t.app.db, url)
    expect((await proxy(url)).statusCode).toBe(200)
  })

  it.each([
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a loopback address that is not allow-listed', () => `http://127.0.0.2:${trap2.port}/x`],
  ])('refuses a redirect to %s', async (_name, makeTarget) => {
    const url = `${host.origin}/redirect?to=${encodeURIComponent(makeTarget())}`
    await insertStoryWithAudio(t.app.db, url)
    const res = await proxy(url)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'URL_NOT_ALLOWED' })
    expect(trap2.connections()).toBe(0)
  })

  it('answers 502 UPSTREAM_FAILED when the source sends a web page instead of audio', async () => {
    const url = `${host.origin}/page.html`
    await insertStoryWithAudio(t.app.db, url)
    const res = await proxy(url)
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({ code: 'UPSTREAM_FAILED', message: expect.stringContaining('text/html') })
  })

  it('answers 502 UPSTREAM_FAILED when the source answers 404', async () => {
    const url = `${host.origin}/missing.mp3`
    await insertStoryWithAudio(t.app.db, url)
    expect((await proxy(url)).json()).toMatchObject({ statusCode: 502, code: 'UPSTREAM_FAILED' })
  })

  it('answers 502 for audio larger than the configured limit, before streaming any of it', async () => {
    await t.close()
    t = await buildTestApp({ outboundAllowAddresses: ['127.0.0.1'], maxAudioBytes: 1000 })
    const url = `${host.origin}/narration.mp3`
    await insertStoryWithAudio(t.app.db, url)
    expect((await proxy(url)).json()).toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('larger than'),
    })
  })

  it('answers 400 when the url parameter is missing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/audio-proxy' })).statusCode).toBe(400)
  })
})
