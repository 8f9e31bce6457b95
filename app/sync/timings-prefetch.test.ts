// Narration timings kept on this device, against the real server on fake-indexeddb: after a sync
// every story's timings texts are here (offline read-along), a timings file no story lists any
// more goes, and one the server cannot give is counted (the next sync tries it again).
import { describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { db } from '../../db/local/db.ts'
import { pullChanges } from './pull.ts'
import { prefetchTimings } from './timings-prefetch.ts'
import { makeStory } from '../../api/testing/builders.ts'
import { adminHeaders } from '../../api/testing/build-test-app.ts'
import { multipart } from '../../api/testing/multipart.ts'

const t = useServerAndLocalDb()
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nThe gate hummed through the night.\n'
const CHAPTERS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWatch\n'
const vtt = (text: string) => ({ name: 'timings.vtt', data: Buffer.from(text), type: 'text/vtt' })

describe('prefetchTimings', () => {
  it('keeps every listed timings text, and lets go of one no story lists any more', async () => {
    const story = await makeStory(t.server.app, {}, { captionsFile: vtt(CAPTIONS), chaptersFile: vtt(CHAPTERS) })
    await makeStory(t.server.app, { title: 'Unnarrated' })
    await pullChanges()
    expect(await prefetchTimings()).toBe(0)
    const [captions, chapters] = story.timings
    expect(await db.timings.get(captions!.url)).toEqual({ url: captions!.url, text: CAPTIONS })
    expect(await db.timings.get(chapters!.url)).toEqual({ url: chapters!.url, text: CHAPTERS })

    const body = await multipart({ removeChapters: 'true' })
    await t.server.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      ...body,
      headers: { ...body.headers, ...adminHeaders },
    })
    await pullChanges()
    expect(await prefetchTimings()).toBe(0)
    expect(await db.timings.toCollection().primaryKeys()).toEqual([captions!.url])
  })

  it('counts a timings file it could not fetch, and keeps the others', async () => {
    const story = await makeStory(t.server.app, {}, { captionsFile: vtt(CAPTIONS) })
    await pullChanges()
    const url = story.timings[0]!.url
    await db.stories.update(story.id, {
      timings: [
        { kind: 'captions', url: url.replace(/[a-f0-9]{64}/, '0'.repeat(64)) },
        { kind: 'chapters', url },
      ],
    })
    expect(await prefetchTimings()).toBe(1)
    expect(await db.timings.count()).toBe(1)
  })
})
