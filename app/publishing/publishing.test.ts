// Publishing through the outbox against the real server, on fake-indexeddb: a story with its
// cover and audio arrives once and replaces the device's provisional copy; a publish sent again is
// still one story; a refused audio upload says so in the spec's words; cancelling drops the copy.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { useAdminFetch } from '../testing/admin-fetch.ts'
import { db } from '../../db/local/db.ts'
import { drainOutbox } from '../../db/outbox/outbox.ts'
import { FIXTURES } from '../../api/testing/build-test-app.ts'
import { NEW_STORY_DRAFT, saveDraft } from './drafts.ts'
import { cancelQueuedStory, queueStory, takeBackStory } from './publishing.ts'
import { queueReleaseChange } from '../library/stories.ts'

const t = useServerAndLocalDb()
const file = (dir: string, name: string, type: string) =>
  new File([fs.readFileSync(path.join(FIXTURES, dir, name))], name, { type })
const serverStories = () =>
  t.server.app.db.selectFrom('stories').select(['id', 'title', 'cover_image_url', 'audio_file_url']).execute()
const admin = useAdminFetch(t)

describe('publishing', () => {
  it('sends a story with its cover and audio once, replacing the provisional copy', async () => {
    await saveDraft({ id: NEW_STORY_DRAFT, fields: { title: 'draft' } })
    await queueStory(
      {
        fields: { title: 'Lanterns', content: 'Chapter 1: Light\n\nThey lit the lanterns.', silent: 'true' },
        cover: file('images', 'gps-DSCN0010.jpg', 'image/jpeg'),
        audio: file('audio', 'notags.mp3', 'audio/mpeg'),
      },
      NEW_STORY_DRAFT,
    )
    const provisional = await db.stories.toArray()
    expect(provisional).toMatchObject([{ title: 'Lanterns', readTime: '1min', coverImageUrl: null }])
    expect(await db.drafts.count()).toBe(0)

    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    const [story] = await serverStories()
    expect(story).toMatchObject({ id: provisional[0]!.id, title: 'Lanterns' })
    expect(story!.cover_image_url).toMatch(/^\/api\/media\/covers\//)
    expect(story!.audio_file_url).toMatch(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/)
    expect(await db.stories.get(story!.id)).toMatchObject({ coverImageUrl: story!.cover_image_url })
    expect(await db.outbox.count()).toBe(0)
  })

  it("stores a Word document's pictures first, and the story's text names them where they are stored", async () => {
    const photo = file('images', 'gps-DSCN0010.jpg', 'image/jpeg')
    await queueStory(
      {
        fields: {
          title: 'Pictured',
          content: 'Seen:\n\n![The gate](picture:0)\n\n![Not sent](picture:7)',
          silent: 'true',
        },
        pictures: [photo],
      },
      NEW_STORY_DRAFT,
    )
    // On this device until it is sent: the text as the dialog had it, its pictures not yet ours.
    expect((await db.storyContent.toArray())[0]).toMatchObject({ pictures: [] })

    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    const { id } = (await serverStories())[0]!
    const { content } = (await db.storyContent.get(id))!
    const url = /!\[The gate\]\((\/api\/media\/images\/[a-f0-9]{64}\.jpg)\)/.exec(content)![1]!
    expect(content).toContain('![Not sent](picture:7)')
    expect((await db.storyContent.get(id))!.pictures).toEqual([url])
    expect([...(await t.server.app.inject({ method: 'GET', url })).rawPayload.subarray(0, 3)]).toEqual([
      0xff, 0xd8, 0xff,
    ])
    expect(await t.server.app.db.selectFrom('story_pictures').select('url').execute()).toEqual([{ url }])
  })

  it('is still one story when the same publish is sent again (its answer was lost)', async () => {
    const seq = await queueStory({ fields: { title: 'Twice Told', content: 'Once.', silent: 'true' } }, NEW_STORY_DRAFT)
    const entry = (await db.outbox.get(seq))!
    if (entry.kind !== 'story.publish') throw new Error('a publish was expected')
    const id = entry.payload.storyId
    await admin.realFetch(`${t.origin}/api/stories`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id, title: 'Twice Told', content: 'Once.', silent: true }),
    })
    expect(await drainOutbox()).toMatchObject({ delivered: 1 })
    expect((await serverStories()).map((s) => s.id)).toEqual([id])
  })

  it("keeps a refused audio upload as the upload's refusal, and the form can take the story back", async () => {
    const seq = await queueStory(
      {
        fields: { title: 'Not Audio', content: 'Words.' },
        audio: new File(['<html>no</html>'], 'fake.mp3', { type: 'audio/mpeg' }),
      },
      NEW_STORY_DRAFT,
    )
    expect((await drainOutbox()).refused).toHaveLength(1)
    expect((await db.outbox.get(seq))!.problem).toEqual({
      code: 'AUDIO_TYPE',
      status: 400,
      during: 'upload',
      message: 'That file is not audio we can play. Upload MP3, M4A, OGG, Opus, WAV, FLAC or WebM audio.',
    })
    const back = await takeBackStory(seq)
    expect(back?.fields).toMatchObject({ title: 'Not Audio', content: 'Words.' })
    expect(await db.stories.count()).toBe(0)
    expect(await serverStories()).toEqual([])
  })

  it.each([
    ['now', undefined],
    ['later', new Date(Date.now() + 3_600_000).toISOString()],
  ])('drops the provisional story when a waiting publish (%s) is cancelled', async (_, publishAt) => {
    const fields = { title: 'Never Sent', content: 'Words.', ...(publishAt && { publishAt }) }
    const seq = await queueStory({ fields }, NEW_STORY_DRAFT)
    expect((await db.stories.count()) + (await db.scheduledStories.count())).toBe(1)
    await cancelQueuedStory(seq)
    expect((await db.stories.count()) + (await db.scheduledStories.count())).toBe(0)
    expect(await db.storyContent.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps a scheduled story on the admin’s shelf alone, before and after it is sent, until Publish now', async () => {
    const publishAt = new Date(Date.now() + 3_600_000).toISOString()
    await queueStory({ fields: { title: 'Out Next Hour', content: 'Words.', publishAt } }, NEW_STORY_DRAFT)
    expect(await db.stories.count()).toBe(0)
    const [waiting] = await db.scheduledStories.toArray()
    expect(waiting).toMatchObject({ title: 'Out Next Hour', status: 'scheduled', publishAt })

    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await db.stories.count()).toBe(0)
    expect(await db.scheduledStories.get(waiting!.id)).toMatchObject({ status: 'scheduled', publishAt })

    await queueReleaseChange(waiting!, 'publish-now')
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await db.scheduledStories.count()).toBe(0)
    expect(await db.stories.get(waiting!.id)).toMatchObject({ title: 'Out Next Hour', status: 'published' })
  })

  it('turns a scheduled story into a draft the admin keeps with Unschedule', async () => {
    const publishAt = new Date(Date.now() + 3_600_000).toISOString()
    await queueStory({ fields: { title: 'Not Yet', content: 'Kept words.', publishAt } }, NEW_STORY_DRAFT)
    const [waiting] = await db.scheduledStories.toArray()
    await queueReleaseChange(waiting!, 'unschedule')
    expect(await drainOutbox()).toMatchObject({ delivered: 2, refused: [] })
    expect(await db.scheduledStories.get(waiting!.id)).toMatchObject({ status: 'draft', publishAt: null })
    const { db: server } = t.server.app
    expect(await server.selectFrom('stories').select('status').executeTakeFirst()).toEqual({ status: 'draft' })
    expect(await server.selectFrom('story_texts').select('content').executeTakeFirst()).toEqual({
      content: 'Kept words.',
    })
  })
})
