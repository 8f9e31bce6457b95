// One Range reading for every media path: stored audio, stored images, and the audio proxy both
// from its cache and passing through to the source. RFC 9110: an invalid Range is ignored (200,
// the whole file), a valid one outside the file is 416, a valid one inside is 206.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { insertStoryWithAudio, NARRATION, startAudioHost, type AudioHost } from '../testing/loopback-audio-host.ts'

const photo = fs.readFileSync(path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg'))
let host: AudioHost
let t: TestApp
const paths: Record<string, { url: string; body: Buffer }> = {}

beforeAll(async () => {
  host = await startAudioHost()
  t = await buildTestApp({ outboundAllowAddresses: ['127.0.0.1'] })
  paths['stored audio'] = { url: (await t.app.media.saveBuffer('audio', NARRATION, 'mp3')).url, body: NARRATION }
  paths['stored image'] = { url: (await t.app.media.saveBuffer('covers', photo, 'jpg')).url, body: photo }
  const cachedSource = `${host.origin}/narration.mp3?cached`
  const passedSource = `${host.origin}/narration.mp3`
  await insertStoryWithAudio(t.app.db, cachedSource)
  await insertStoryWithAudio(t.app.db, passedSource)
  const warm = await t.app.inject({
    method: 'POST',
    url: '/api/audio-cache/warmup',
    payload: { audioUrls: [cachedSource] },
  })
  expect(warm.json()).toMatchObject({ cached: [cachedSource] })
  paths['proxy from its cache'] = { url: `/api/audio-proxy?url=${encodeURIComponent(cachedSource)}`, body: NARRATION }
  paths['proxy passing through'] = { url: `/api/audio-proxy?url=${encodeURIComponent(passedSource)}`, body: NARRATION }
})
afterAll(async () => {
  await t.close()
  await host.close()
})

const HEADERS: Array<[header: string, status: 200 | 206 | 416]> = [
  ['bytes=abc', 200],
  ['bytes=', 200],
  ['bytes=--1', 200],
  ['bytes=1-2-3', 200],
  ['bytes=0x0-0x1', 200],
  ['bytes=9-1', 200],
  ['items=0-9', 200],
  ['bytes=0-99', 206],
  ['bytes=999999999-', 416],
]
const CASES = ['stored audio', 'stored image', 'proxy from its cache', 'proxy passing through'].flatMap((name) =>
  HEADERS.map(([header, status]) => [name, header, status] as const),
)

describe('Range on every media path', () => {
  it.each(CASES)('%s answers %j with %i', async (name, range, status) => {
    const { url, body } = paths[name]!
    const res = await t.app.inject({ method: 'GET', url, headers: { range } })
    expect(res.statusCode).toBe(status)
    if (status === 200) expect(res.rawPayload.equals(body)).toBe(true)
    if (status === 206) {
      expect(res.headers['content-range']).toBe(`bytes 0-99/${body.length}`)
      expect(res.rawPayload.equals(body.subarray(0, 100))).toBe(true)
    }
    if (status === 416) expect(res.headers['content-range']).toBe(`bytes */${body.length}`)
  })
})
