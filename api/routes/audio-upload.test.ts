// Audio uploads: the one-time address, streaming to disk, sniffing, the size cap, and that a
// failed upload leaves no file behind. Real fixtures, real SQLite, the real media folder.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import net from 'node:net'
import { Readable, Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { storedMedia } from '../testing/stored-media.ts'
import { mp3ClaimingYears } from '../testing/forged-audio.ts'
import { readDuration } from '../services/music/audio-duration.ts'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const audio = (name: string) => fs.readFileSync(path.join(FIXTURES, 'audio', name))

const mediaFiles = () => storedMedia(t!.app)

async function uploadUrl(app: TestApp['app']): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/audio/upload', headers: adminHeaders })
  expect(res.statusCode).toBe(200)
  const { uploadURL } = res.json<{ uploadURL: string }>()
  expect(uploadURL).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/)
  return uploadURL
}

describe('audio upload', () => {
  it.each([
    ['id3v2.4.mp3', 'audio/mpeg', /\.mp3$/],
    ['notags.mp3', 'audio/mpeg', /\.mp3$/],
    ['incomplete.mp3', 'audio/mpeg', /\.mp3$/],
    ['issue-74.m4a', 'audio/mp4', /\.m4a$/],
  ])('stores %s by content hash and serves it with Range', async (name, mimeType, ext) => {
    t = await buildTestApp()
    const body = audio(name)
    const put = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl(t.app),
      payload: body,
      headers: { 'content-type': 'application/octet-stream' },
    })
    expect(put.statusCode).toBe(200)
    const result = put.json<{ audioFileUrl: string; mimeType: string; size: number; duration: number }>()
    expect(result).toMatchObject({
      mimeType,
      size: body.length,
      duration: Number(await readDuration(path.join(FIXTURES, 'audio', name))),
    })
    expect(result.audioFileUrl).toMatch(/^\/api\/audio\/[a-f0-9]{64}\./)
    expect(result.audioFileUrl).toMatch(ext)

    const range = await t.app.inject({ method: 'GET', url: result.audioFileUrl, headers: { range: 'bytes=0-99' } })
    expect(range.statusCode).toBe(206)
    expect(range.rawPayload.equals(body.subarray(0, 100))).toBe(true)
    expect(range.headers['content-range']).toBe(`bytes 0-99/${body.length}`)
    expect(range.headers['content-type']).toBe(mimeType)
    expect(await mediaFiles()).toEqual([`audio/${path.basename(result.audioFileUrl)}`])
  })

  it('stores the same audio once, under the same URL', async () => {
    t = await buildTestApp()
    const urls = []
    for (let i = 0; i < 2; i++) {
      const put = await t.app.inject({ method: 'PUT', url: await uploadUrl(t.app), payload: audio('notags.mp3') })
      urls.push(put.json<{ audioFileUrl: string }>().audioFileUrl)
    }
    expect(urls[0]).toBe(urls[1])
    expect(await mediaFiles()).toHaveLength(1)
  })

  it('refuses a text file named .mp3 and keeps nothing', async () => {
    t = await buildTestApp()
    const res = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl(t.app),
      payload: 'just some words, not audio\n'.repeat(200),
      headers: { 'content-type': 'audio/mpeg', 'content-disposition': 'attachment; filename="x.mp3"' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_TYPE' })
    expect(await mediaFiles()).toEqual([])
  })

  it('refuses audio claiming more than its bytes hold, as a track is refused, and keeps nothing (issue 56)', async () => {
    t = await buildTestApp()
    const res = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl(t.app),
      payload: mp3ClaimingYears(),
      headers: { 'content-type': 'audio/mpeg' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_UNREADABLE' })
    expect(await mediaFiles()).toEqual([])
  })

  it('refuses an upload over the size limit at once when Content-Length says so', async () => {
    t = await buildTestApp({ maxAudioBytes: 1024 * 1024 })
    const url = await uploadUrl(t.app)
    const res = await t.app.inject({ method: 'PUT', url, payload: audio('narration-long.mp3') })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: 'Audio file is too large: the limit is 1 MB.' })
    expect(res.headers.connection).toBe('close')
    expect(await mediaFiles()).toEqual([])
    // Refused before the address was spent: the admin can retry with a smaller file.
    const retry = await t.app.inject({ method: 'PUT', url, payload: audio('notags.mp3') })
    expect(retry.statusCode).toBe(200)
  })

  it('stops a chunked upload without Content-Length when it passes the limit', async () => {
    t = await buildTestApp({ maxAudioBytes: 1024 * 1024 })
    const stream = fs.createReadStream(path.join(FIXTURES, 'audio', 'narration-long.mp3'), { highWaterMark: 64 * 1024 })
    const res = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl(t.app),
      payload: stream,
      headers: { 'transfer-encoding': 'chunked' },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE' })
    expect(await mediaFiles()).toEqual([])
  })

  it('answers 413 over a real connection to a chunked upload that never ends', async () => {
    t = await buildTestApp({ maxAudioBytes: 1024 * 1024 })
    const uploadPath = await uploadUrl(t.app)
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as { port: number }
    // An endless body: the server must answer without waiting for (or buffering) the end.
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 0xff))
      },
    })
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'PUT', path: uploadPath }, (res) => {
        let body = ''
        res.on('data', (c: Buffer) => {
          body += c.toString()
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      endless.pipe(req)
    })
    endless.destroy()
    expect(response.status).toBe(413)
    expect(JSON.parse(response.body)).toMatchObject({ code: 'TOO_LARGE' })
    expect(await mediaFiles()).toEqual([])
  })

  it('logs an upload the client cancelled at info, not as a failure, and keeps nothing of it', async () => {
    const log: Array<{ level: number; msg: string }> = []
    const stream = new Writable({
      write(line: Buffer, _encoding, done) {
        log.push(JSON.parse(line.toString()))
        done()
      },
    })
    t = await buildTestApp({}, { logger: { level: 'info', stream } })
    const uploadPath = await uploadUrl(t.app)
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as { port: number }
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(
      `PUT ${uploadPath} HTTP/1.1\r\nHost: localhost\r\nContent-Type: audio/mpeg\r\nContent-Length: 5000000\r\n\r\n`,
    )
    socket.write(audio('narration-long.mp3').subarray(0, 200_000))
    // The address was asked for (one request), then the upload began arriving (the second).
    await expect.poll(() => log.filter((entry) => entry.msg === 'incoming request').length).toBe(2)
    socket.destroy() // the person cancelled the upload
    await expect
      .poll(() => log.map((entry) => entry.msg))
      .toContain('request cancelled by the client before it was received')
    expect(log.filter((entry) => entry.level >= 50)).toEqual([])
    expect(log.find((entry) => entry.msg.startsWith('request cancelled'))?.level).toBe(30)
    expect(await mediaFiles()).toEqual([])
  })

  it("accepts audio larger than Fastify's 1 MiB body limit, streamed with or without a length", async () => {
    t = await buildTestApp()
    const body = audio('narration-long.mp3')
    expect(body.length).toBeGreaterThan(1024 * 1024)
    const withLength = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl(t.app),
      payload: body,
      headers: { 'content-type': 'audio/mpeg' },
    })
    expect(withLength.statusCode).toBe(200)
    const chunked = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl(t.app),
      payload: Readable.from([body]),
      headers: { 'transfer-encoding': 'chunked' },
    })
    expect(chunked.statusCode).toBe(200)
    expect(chunked.json()).toEqual(withLength.json())
  })

  it('accepts an upload of exactly the limit', async () => {
    const body = audio('notags.mp3')
    t = await buildTestApp({ maxAudioBytes: body.length })
    const res = await t.app.inject({ method: 'PUT', url: await uploadUrl(t.app), payload: body })
    expect(res.statusCode).toBe(200)
  })

  it('accepts each upload address once', async () => {
    t = await buildTestApp()
    const url = await uploadUrl(t.app)
    const first = await t.app.inject({ method: 'PUT', url, payload: audio('notags.mp3') })
    expect(first.statusCode).toBe(200)
    const second = await t.app.inject({ method: 'PUT', url, payload: audio('notags.mp3') })
    expect(second.statusCode).toBe(404)
    expect(second.json()).toMatchObject({ code: 'UPLOAD_TOKEN_INVALID' })
  })

  it('refuses an address it never gave out', async () => {
    t = await buildTestApp()
    const res = await t.app.inject({ method: 'PUT', url: '/api/uploads/not-a-token', payload: audio('notags.mp3') })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TOKEN_INVALID' })
    expect(await mediaFiles()).toEqual([])
  })

  it('gives upload addresses to the admin only', async () => {
    t = await buildTestApp()
    const res = await t.app.inject({ method: 'POST', url: '/api/audio/upload' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
  })
})
