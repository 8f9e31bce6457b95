// Serving stored media: Range for seeking, immutable caching, our Content-Types, the catalogue 404,
// and that no URL reaches a file outside the media folder (the database sits right beside it).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'

let t: TestApp
afterEach(async () => {
  await t.close()
})

const narration = fs.readFileSync(path.join(FIXTURES, 'audio', 'narration-long.mp3'))
const photo = fs.readFileSync(path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg'))

describe('media serving', () => {
  let audioUrl: string
  beforeEach(async () => {
    t = await buildTestApp()
    audioUrl = (await t.app.media.saveBuffer('audio', narration, 'mp3')).url
  })

  it('serves a whole file with immutable caching and byte ranges advertised', async () => {
    const res = await t.app.inject({ method: 'GET', url: audioUrl })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(narration)).toBe(true)
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'audio/mpeg',
      'content-length': String(narration.length),
    })
  })

  it('answers a range from the middle with 206 and exactly those bytes', async () => {
    const res = await t.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=1000000-1000099' } })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 1000000-1000099/${narration.length}`)
    expect(res.rawPayload).toEqual(narration.subarray(1_000_000, 1_000_100))
  })

  it('answers an open-ended range to the end of the file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { range: `bytes=${narration.length - 10}-` },
    })
    expect(res.statusCode).toBe(206)
    expect(res.rawPayload).toEqual(narration.subarray(narration.length - 10))
  })

  it('answers a range past the end with 416 and the file size', async () => {
    const res = await t.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=999999999-' } })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${narration.length}`)
    expect(res.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' })
  })

  it('ignores a Range header it cannot parse and sends the whole file', async () => {
    const res = await t.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'lines=banana' } })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(narration)).toBe(true)
  })

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: audioUrl })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-length']).toBe(String(narration.length))
    expect(res.rawPayload).toHaveLength(0)
  })

  it('serves covers and images under /api/media/<kind>/', async () => {
    const cover = await t.app.media.saveBuffer('covers', photo, 'jpg')
    const res = await t.app.inject({ method: 'GET', url: cover.url })
    expect(cover.url).toMatch(/^\/api\/media\/covers\/[a-f0-9]{64}\.jpg$/)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.rawPayload.equals(photo)).toBe(true)
  })

  it('answers a missing file with the catalogue 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/audio/${'0'.repeat(64)}.mp3` })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it.each([
    '/api/media/covers/..%2f..%2finfinaeon.db',
    '/api/audio/..%2F..%2Finfinaeon.db',
    '/api/media/../infinaeon.db',
    '/api/media/..%2F..%2F/infinaeon.db',
    '/api/media/audio/..%2Finfinaeon.db',
    '/api/audio/%2e%2e%2f%2e%2e%2finfinaeon.db',
    '/api/audio/infinaeon.db',
  ])('never reads outside the media folder: %s', async (url) => {
    // On PostgreSQL the data folder holds no database file: put a private file where it would be.
    const secret = path.join(t.dataDir, 'infinaeon.db')
    if (!fs.existsSync(secret)) fs.writeFileSync(secret, 'SQLite format 3\0 stands in for the database')
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('SQLite format')
  })

  it('serves no kind but covers, images and audio, so temp files stay private', async () => {
    const name = `${'a'.repeat(64)}.mp3`
    fs.mkdirSync(path.join(t.config.mediaDir, 'tmp'), { recursive: true })
    fs.writeFileSync(path.join(t.config.mediaDir, 'tmp', name), narration)
    const res = await t.app.inject({ method: 'GET', url: `/api/media/tmp/${name}` })
    expect(res.statusCode).toBe(404)
  })
})

describe('media serving beside the built web app', () => {
  it('serves media and the app shell from the same server', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-shell-'))
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>')
    try {
      t = await buildTestApp({ staticDir })
      const { url } = await t.app.media.saveBuffer('audio', narration, 'mp3')
      const media = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } })
      expect(media.statusCode).toBe(206)
      expect(media.rawPayload).toEqual(narration.subarray(0, 100))
      const shell = await t.app.inject({ method: 'GET', url: '/no/such/page' })
      expect(shell.statusCode).toBe(200)
      expect(shell.body).toContain('<title>shell</title>')
    } finally {
      fs.rmSync(staticDir, { recursive: true, force: true })
    }
  })
})
