// The form reader on a real Fastify server with the real multipart parser, error handler and media
// store, reading forms of test-local table entries: the entry alone decides which files a form
// takes, how large each may be and where it goes, and every refusal is worded the same way.
import net, { type AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import { Type } from 'typebox'
import { afterEach, describe, expect, it } from 'vitest'
import type { Endpoint } from '../../../contract/api.ts'
import { AUDIO_ACCEPT } from '../../../contract/audio-formats.ts'
import { FilePart } from '../../../contract/common.ts'
import { IMAGE_ACCEPT } from '../../../contract/file-accept.ts'
import { Errors } from '../../errors.ts'
import errors from '../../plugins/error-handler.ts'
import { route } from '../../route.ts'
import { audioFixture } from '../../testing/builders.ts'
import { multipart as formBody, type TestFile } from '../../testing/multipart.ts'
import { useTempMedia } from '../../testing/temp-media.ts'
import { backgroundMusicAudio } from '../music/audio-sinks.ts'
import { readForm } from './read-form.ts'

const MB = 1024 * 1024
const t = useTempMedia()
const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** What the test route answers: the text read, each picture's size, each stored file's address. */
const Answer = Type.Object({
  fields: Type.Record(Type.String(), Type.String()),
  pictures: Type.Record(Type.String(), Type.Number()),
  stored: Type.Record(Type.String(), Type.String()),
})

/** A table entry like the real ones: a title, a picture read in memory, a track streamed to the store. */
const formEntry = (pictureMaxBytes: number) =>
  ({
    method: 'POST',
    path: '/form',
    bodyType: 'form',
    summary: 'A test form.',
    tag: 'Test',
    responses: { 200: Answer },
    body: Type.Object({
      title: Type.Optional(Type.String({ maxLength: 20, title: 'Title' })),
      picture: Type.Optional(
        FilePart('The picture', 'A test picture.', {
          storage: 'memory',
          maxBytes: pictureMaxBytes,
          accept: IMAGE_ACCEPT,
        }),
      ),
      track: Type.Optional(FilePart('Audio file', 'A test track.', { storage: 'stream', accept: AUDIO_ACCEPT })),
    }),
  }) as const satisfies Endpoint

/** A title of "refuse" is refused when it comes before the track. */
const refuseTitle = (fields: Record<string, string>) => {
  if (fields.title === 'refuse') throw new Errors.BadInput('That title is refused.')
}

async function serve(entry: ReturnType<typeof formEntry>): Promise<FastifyInstance> {
  const app = Fastify()
  apps.push(app)
  await app.register(multipart)
  await app.register(errors)
  route(app, entry, async (request) => {
    const form = await readForm(request, entry, {
      streams: { track: backgroundMusicAudio(t.media, MB) },
      checkFirst: refuseTitle,
    })
    const pictures: Record<string, number> = {}
    const stored: Record<string, string> = {}
    if (form.files.picture) pictures.picture = form.files.picture.data.length
    if (form.stored.track) stored.track = form.stored.track.saved
    return { fields: form.fields, pictures, stored }
  })
  await app.ready()
  return app
}

async function post(app: FastifyInstance, fields: Record<string, string>, files: Record<string, TestFile> = {}) {
  const body = await formBody(fields, files)
  return app.inject({ method: 'POST', url: '/form', ...body })
}

const bytes = (size: number): TestFile => ({ name: 'picture.jpg', data: Buffer.alloc(size), type: 'image/jpeg' })

describe('readForm', () => {
  it('reads the text, the picture and the streamed track the entry lists', async () => {
    const app = await serve(formEntry(MB))
    const res = await post(
      app,
      { title: 'Dawn', unread: 'ignored' },
      { picture: bytes(1000), track: audioFixture('notags.mp3') },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      fields: { title: 'Dawn' },
      pictures: { picture: 1000 },
      stored: { track: expect.stringMatching(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/) },
    })
  })

  it('reads line breaks as typed: the CRLF a browser sends in a form (or a lone CR) is LF', async () => {
    const app = await serve(formEntry(MB))
    const res = await post(app, { title: 'Dawn\r\nDusk\rNight' })
    expect(res.json().fields).toEqual({ title: 'Dawn\nDusk\nNight' })
  })

  it('refuses a file part the entry does not list, naming the ones it does', async () => {
    const app = await serve(formEntry(MB))
    const res = await post(app, { title: 'Dawn' }, { photo: bytes(10) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'BAD_INPUT',
      message: 'Unexpected file field "photo": this form takes "picture" or "track".',
    })
  })

  it('refuses a picture past its cap with 413 naming the cap', async () => {
    const app = await serve(formEntry(MB))
    const res = await post(app, {}, { picture: bytes(MB + 1) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: 'The picture is too large: the limit is 1 MB.' })
  })

  it('answers a form refused before it has all arrived at once, and closes the connection', async () => {
    const app = await serve(formEntry(MB))
    await app.listen({ host: '127.0.0.1', port: 0 })
    const body = await formBody({}, { picture: bytes(8 * MB) })
    const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString()
    })
    // Only the first 2 MB of the 8 MB it announces: the answer cannot wait for the rest.
    socket.write(
      `POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    )
    socket.write(body.payload.subarray(0, 2 * MB))
    await expect.poll(() => answer).toContain('\r\n\r\n')
    socket.destroy()
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
  })

  it('takes its caps from the entry: the same picture fits one cap and not a smaller one', async () => {
    const picture = bytes(600 * 1024)
    expect((await post(await serve(formEntry(MB)), {}, { picture })).statusCode).toBe(200)
    const res = await post(await serve(formEntry(MB / 2)), {}, { picture })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: 'The picture is too large: the limit is 0.5 MB.' })
  })

  it('refuses a second file where the entry takes one', async () => {
    const form = new FormData()
    for (const name of ['a.jpg', 'b.jpg'])
      form.append('picture', new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), name)
    const response = new Response(form)
    const res = await (
      await serve(formEntry(MB))
    ).inject({
      method: 'POST',
      url: '/form',
      payload: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type')! },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({
      code: 'TOO_LARGE',
      message: 'The form is too large: the limit is one file each as "picture" and "track".',
    })
  })

  it('stores no streamed file when the text sent before it is refused', async () => {
    const app = await serve(formEntry(MB))
    const res = await post(app, { title: 'refuse' }, { track: audioFixture('notags.mp3') })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: 'That title is refused.' })
    expect(t.files()).toEqual([])
    expect((await post(app, { title: 'accept' }, { track: audioFixture('notags.mp3') })).statusCode).toBe(200)
    expect(t.files()).toHaveLength(1)
  })

  it('ignores an empty file input (no file chosen)', async () => {
    const app = await serve(formEntry(MB))
    const res = await post(app, { title: 'Dawn' }, { picture: { name: '', data: '' }, track: { name: '', data: '' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ fields: { title: 'Dawn' }, pictures: {}, stored: {} })
    expect(t.files()).toEqual([])
  })

  it("refuses text longer than any field may be in the schema's words", async () => {
    const res = await post(await serve(formEntry(MB)), { title: 'x'.repeat(2000) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: 'Title is too long: at most 20 characters.' })
  })

  it('reads the text fields the schema names from a JSON object, where no file is required', async () => {
    const app = await serve(formEntry(MB))
    const res = await app.inject({ method: 'POST', url: '/form', payload: { title: 'From JSON', unread: 'ignored' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ fields: { title: 'From JSON' }, pictures: {}, stored: {} })
  })
})
