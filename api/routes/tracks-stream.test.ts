// A track's audio streamed back (GET /api/tracks/{id}/stream): the whole file with its type, a
// Range as 206 with exactly those bytes, 416 past the end, 404 for an unknown track.
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { audioFixture, makeTrack } from '../testing/builders.ts'

const narration = () => audioFixture('narration-long.mp3')
let t: TestApp
afterEach(async () => {
  await t.close()
})
async function start() {
  t = await buildTestApp()
}
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('GET /api/tracks/{id}/stream', () => {
  const bytes = () => narration().data as Buffer

  it('sends the whole file with its type', async () => {
    await start()
    const track = await makeTrack(t.app, {}, { audioFile: narration() })
    const res = await get(`/api/tracks/${track.id}/stream`)
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': String(bytes().length),
    })
    expect(res.rawPayload.equals(bytes())).toBe(true)
  })

  it('answers a Range with 206 and exactly those bytes', async () => {
    await start()
    const track = await makeTrack(t.app, {}, { audioFile: narration() })
    const res = await get(`/api/tracks/${track.id}/stream`, { range: 'bytes=500000-500099' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 500000-500099/${bytes().length}`)
    expect(res.rawPayload).toEqual(bytes().subarray(500000, 500100))
  })

  it('answers a Range past the end with 416', async () => {
    await start()
    const track = await makeTrack(t.app, {}, { audioFile: narration() })
    const res = await get(`/api/tracks/${track.id}/stream`, { range: `bytes=${bytes().length + 10}-` })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${bytes().length}`)
  })

  it('answers 404 TRACK_NOT_FOUND for a track that does not exist', async () => {
    await start()
    const res = await get('/api/tracks/0b7e4a52-5f4e-4d7c-9a51-3f1c2f0e9d11/stream')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'TRACK_NOT_FOUND' })
  })
})
