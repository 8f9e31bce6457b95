// A story's narration timings (WebVTT) through the story form, on SQLite and (second pass)
// PostgreSQL + S3: checked by a real parser before anything is stored, kept as media, listed on the
// story and in sync, replaced or removed on edit, and swept with the story once nothing uses them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeStory, postStory } from '../testing/builders.ts'
import { multipart, type TestFile } from '../testing/multipart.ts'
import { ageStoredMedia, readStored, storedMedia } from '../testing/stored-media.ts'
import type { SyncPage } from '../../contract/sync.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.500\nThe gate hummed through the night.\n'
const CHAPTERS = 'WEBVTT\n\n00:00.000 --> 00:03.500\nWatch\n'
const vttFile = (text: string | Uint8Array, name = 'narration.vtt'): TestFile => ({
  name,
  data: typeof text === 'string' ? Buffer.from(text) : Buffer.from(text),
  type: 'text/vtt',
})

const edit = async (id: string, fields: Record<string, string>, files: Record<string, TestFile> = {}) => {
  const body = await multipart(fields, files)
  return t.app.inject({
    method: 'PUT',
    url: `/api/stories/${id}`,
    ...body,
    headers: { ...body.headers, ...adminHeaders },
  })
}
const storyCount = async () => (await t.app.db.selectFrom('stories').select('id').execute()).length

describe('timings on the story form', () => {
  it('keeps captions and chapters as media, lists them on the story and carries them in sync', async () => {
    const story = await makeStory(
      t.app,
      {},
      { captionsFile: vttFile(CAPTIONS), chaptersFile: vttFile(CHAPTERS, 'chapters.vtt') },
    )
    expect(story.timings).toEqual([
      { kind: 'captions', url: expect.stringMatching(/^\/api\/media\/timings\/[a-f0-9]{64}\.vtt$/) },
      { kind: 'chapters', url: expect.stringMatching(/^\/api\/media\/timings\/[a-f0-9]{64}\.vtt$/) },
    ])
    const served = await t.app.inject({ method: 'GET', url: story.timings[0]!.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(served.body).toBe(CAPTIONS)
    expect((await readStored(t.app, story.timings[1]!.url)).toString()).toBe(CHAPTERS)

    const synced = (await t.app.inject({ method: 'GET', url: '/api/sync?since=0' })).json() as SyncPage
    const put = synced.changes.find(
      (change) => change.op === 'put' && change.type === 'story' && change.id === story.id,
    )
    expect(put && 'data' in put && put.data).toMatchObject({ timings: story.timings })
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` })).json().timings).toEqual(
      story.timings,
    )
  })

  it('lists no timings for a story without them', async () => {
    expect((await makeStory(t.app)).timings).toEqual([])
  })

  it.each([
    [
      'a file that is not WebVTT',
      'captionsFile',
      '1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n',
      'The captions file is not valid WebVTT: line 1: No valid signature. (File needs to start with "WEBVTT".)',
    ],
    [
      'a bad cue time',
      'captionsFile',
      'WEBVTT\n\n00:00:01.000 --> 00:00:0x.000\nBroken.\n',
      'The captions file is not valid WebVTT: line 3: Must be exactly two digits.',
    ],
    [
      'markup in a chapter name',
      'chaptersFile',
      'WEBVTT\n\n00:00.000 --> 01:00.000\nThe <b>Gate</b>\n',
      'The chapters file is not valid WebVTT: line 4: Start tags not allowed in chapter title text.',
    ],
    [
      'a file that is not UTF-8',
      'captionsFile',
      new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]),
      'The captions file is not UTF-8 text: WebVTT files are UTF-8, so save it as UTF-8 and send it again.',
    ],
  ] as const)('refuses %s with the line, and stores nothing', async (_label, field, text, message) => {
    const res = await postStory(t.app, {}, { captionsFile: vttFile(CAPTIONS), [field]: vttFile(text) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message })
    expect(await storyCount()).toBe(0)
    expect(await storedMedia(t.app)).toEqual([])
  })

  it('replaces a timings file on edit, removes one when asked, and refuses a bad one leaving the story as it was', async () => {
    const story = await makeStory(t.app, {}, { captionsFile: vttFile(CAPTIONS), chaptersFile: vttFile(CHAPTERS) })
    const refused = await edit(story.id, { title: 'Renamed' }, { chaptersFile: vttFile('WEBVTT\n\nnot a cue\n') })
    expect(refused.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` })).json()).toMatchObject({
      title: story.title,
      timings: story.timings,
    })

    const newCaptions = CAPTIONS.replace('night', 'long night')
    const replaced = (await edit(story.id, { removeChapters: 'true' }, { captionsFile: vttFile(newCaptions) })).json()
    expect(replaced.timings).toEqual([{ kind: 'captions', url: expect.any(String) }])
    expect(replaced.timings[0].url).not.toBe(story.timings[0]!.url)
    expect((await readStored(t.app, replaced.timings[0].url)).toString()).toBe(newCaptions)

    // A file sent with its remove flag wins; the remove flag alone takes it away.
    expect(
      (await edit(story.id, { removeCaptions: 'true' }, { captionsFile: vttFile(CAPTIONS) })).json().timings,
    ).toEqual([story.timings[0]])
    expect((await edit(story.id, { removeCaptions: 'true' })).json().timings).toEqual([])
  })

  it('a delete removes its timings files once nothing uses them, and keeps one another story shares', async () => {
    const story = await makeStory(t.app, {}, { captionsFile: vttFile(CAPTIONS), chaptersFile: vttFile(CHAPTERS) })
    const sharing = await makeStory(t.app, { title: 'The same narration' }, { captionsFile: vttFile(CAPTIONS) })
    expect(sharing.timings[0]!.url).toBe(story.timings[0]!.url)
    await ageStoredMedia(t.app)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })).statusCode,
    ).toBe(204)
    expect(await storedMedia(t.app)).toEqual([story.timings[0]!.url.replace('/api/media/', '')])
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${sharing.id}`, headers: adminHeaders })
    expect(await storedMedia(t.app)).toEqual([])
  })
})
