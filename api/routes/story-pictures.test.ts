// Pictures in a story's text (issue 26): stored through the image pipeline (no EXIF, no GPS), kept
// while a story names them, swept once none does; a Word document's pictures the same way, and
// one that is not an image left out with the story still saved. Tables and footnotes kept.
import fs from 'node:fs'
import path from 'node:path'
import JSZip from 'jszip'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { cameraPhoto, makeStory, postStory } from '../testing/builders.ts'
import { multipart, type TestFile } from '../testing/multipart.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const docx = (name: string): TestFile => ({ name, data: fs.readFileSync(path.join(FIXTURES, 'docx', name)) })
const afterGrace = () => Date.now() + t.config.mediaGraceMs + 1000
const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode

async function uploadPicture(file: TestFile, headers: Record<string, string> = adminHeaders) {
  const body = await multipart({}, { image: file })
  return t.app.inject({ method: 'POST', url: '/api/story-pictures', ...body, headers: { ...body.headers, ...headers } })
}

const imageUrls = (content: string) => [...content.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]!)

describe('POST /api/story-pictures', () => {
  it('stores a camera photo re-encoded, without its EXIF and GPS', async () => {
    const res = await uploadPicture(cameraPhoto())
    expect(res.statusCode).toBe(201)
    const { url } = res.json<{ url: string }>()
    expect(url).toMatch(/^\/api\/media\/images\/[a-f0-9]{64}\.jpg$/)
    const stored = await t.app.inject({ method: 'GET', url })
    const meta = await sharp(stored.rawPayload).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(800)
  })

  it('refuses what is not an image, and a visitor', async () => {
    expect((await uploadPicture({ name: 'x.jpg', data: 'not a picture' })).json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
    })
    expect((await uploadPicture(cameraPhoto(), {})).statusCode).toBe(401)
  })

  it('keeps a picture while a story names it, and lets it go with the story', async () => {
    const { url } = (await uploadPicture(cameraPhoto())).json<{ url: string }>()
    const unnamed = (
      await uploadPicture({
        name: 'p.png',
        type: 'image/png',
        data: await sharp({ create: { width: 9, height: 9, channels: 3, background: '#a33' } })
          .png()
          .toBuffer(),
      })
    ).json<{ url: string }>().url
    const story = await makeStory(t.app, { content: `Chapter 1: Seen\n\n![The gate at dusk](${url})\n\nIt hummed.` })
    await t.app.media.sweep(undefined, afterGrace())
    expect(await status(url)).toBe(200)
    expect(await status(unnamed)).toBe(404)

    await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    await t.app.media.sweep(undefined, afterGrace())
    expect(await status(url)).toBe(404)
  })

  it('lets a picture go when an edit takes it out of the text', async () => {
    const { url } = (await uploadPicture(cameraPhoto())).json<{ url: string }>()
    const story = await makeStory(t.app, { content: `![Shown](${url})\n\nText.` })
    const body = await multipart({ content: 'Text alone.' })
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/stories/${story.id}`,
          ...body,
          headers: { ...body.headers, ...adminHeaders },
        })
      ).statusCode,
    ).toBe(200)
    await t.app.media.sweep(undefined, afterGrace())
    expect(await status(url)).toBe(404)
  })

  it('refuses a story naming a picture of ours that is not stored', async () => {
    const res = await postStory(t.app, { content: `![Gone](/api/media/images/${'0'.repeat(64)}.jpg)` })
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'MEDIA_MISSING' })
  })
})

describe('a Word document sent as the story file', () => {
  it('keeps its picture as a stored image the text shows', async () => {
    const story = await makeStory(t.app, { content: '' }, { storyFile: docx('tiny-picture.docx') })
    const [url, ...others] = imageUrls(story.content)
    expect(others).toEqual([])
    expect(story.content).toBe(`![Picture 1](${url})`)
    expect(url).toMatch(/^\/api\/media\/images\/[a-f0-9]{64}\.jpg$/)
    await t.app.media.sweep(undefined, afterGrace())
    expect(await status(url!)).toBe(200)
  })

  it('leaves out a picture that is not an image and still saves the story', async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(FIXTURES, 'docx', 'tiny-picture.docx')))
    zip.file(zip.file(/media\//)[0]!.name, '%!PS-Adobe vector drawing')
    const data = await zip.generateAsync({ type: 'nodebuffer' })
    const res = await postStory(
      t.app,
      { content: '', title: 'Refused picture' },
      { storyFile: { name: 'refused.docx', data } },
    )
    // The document holds nothing but the picture, so nothing is left to be the story.
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'CONTENT_REQUIRED' })
    const withText = await makeStory(
      t.app,
      { content: '' },
      { storyFile: { name: 'refused.docx', data: await withParagraph(zip) } },
    )
    expect(withText.content).toBe('Walking on.')
    expect(
      await t.app.db.selectFrom('story_pictures').where('story_id', '=', withText.id).selectAll().execute(),
    ).toEqual([])
  })

  it.each([
    ['tables.docx', 'Above\n\n| Top left | Top right |\n| --- | --- |\n| Bottom left | Bottom right |\n\nBelow'],
    [
      'footnotes.docx',
      'Ouch[\\[1\\]](#footnote-1).[\\[2\\]](#footnote-2)\n\n1.  A tachyon walks into a bar. [↑](#footnote-ref-1)\n    \n2.  Fin. [↑](#footnote-ref-2)',
    ],
  ])('keeps what %s holds', async (name, content) => {
    expect((await makeStory(t.app, { content: '' }, { storyFile: docx(name) })).content).toBe(content)
  })
})

/** The document with a paragraph of text before its picture. */
async function withParagraph(zip: JSZip): Promise<Buffer> {
  const xml = await zip.file('word/document.xml')!.async('string')
  zip.file('word/document.xml', xml.replace('<w:body>', '<w:body><w:p><w:r><w:t>Walking on.</w:t></w:r></w:p>'))
  return zip.generateAsync({ type: 'nodebuffer' })
}
