// The admin's device and a reader's (issue 61), each pulling from the real server into the app's
// database (fake-indexeddb): a scheduled story reaches the admin's device in scheduledStories,
// which no list reads, and never a reader's; released, it moves to stories; after a logout the
// device pulls again as a reader's and keeps nothing of what it may no longer hold. The admin's
// proof rides on every request as the browser's session cookie would (the password header here).
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { db } from '../../db/local/db.ts'
import { pullChanges } from './pull.ts'
import { putFullStory } from '../../db/local/story-rows.ts'
import { dexieStore } from '../../db/local/dexie-store.ts'
import { adminHeaders } from '../../api/testing/build-test-app.ts'
import { makeStory } from '../../api/testing/builders.ts'
import type { Story } from '../../contract/story.ts'
import { prefetchAllContent } from './content.ts'

const t = useServerAndLocalDb()
const realFetch = globalThis.fetch

/** From now on this device's requests carry the admin's proof (or, `false`, no longer do). */
function signedIn(admin: boolean) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (admin) for (const [name, value] of Object.entries(adminHeaders)) headers.set(name, value)
    return realFetch(input, { ...init, headers })
  })
}

const inHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString()
const ids = async () => ({
  stories: (await db.stories.toArray()).map((s) => s.id),
  scheduled: (await db.scheduledStories.toArray()).map((s) => `${s.id} ${s.status}`),
})

let published: Story
let scheduled: Story
beforeEach(async () => {
  published = await makeStory(t.server.app, { title: 'Already out' })
  scheduled = await makeStory(t.server.app, { title: 'Out next week', publishAt: inHour() })
})
afterEach(() => vi.unstubAllGlobals())

describe("a scheduled story on the admin's device and a reader's", () => {
  it('is filed apart on the admin’s device, moves to the stories when released, and never reaches a reader', async () => {
    signedIn(true)
    await pullChanges()
    expect(await ids()).toEqual({ stories: [published.id], scheduled: [`${scheduled.id} scheduled`] })
    // Its text is fetched with the others', for an edit with no network.
    expect(await prefetchAllContent()).toBe(0)
    expect((await db.storyContent.get(scheduled.id))?.content).toBe(scheduled.content)

    const res = await t.server.app.inject({
      method: 'PUT',
      url: `/api/stories/${scheduled.id}`,
      payload: { publishAt: '' },
      headers: adminHeaders,
    })
    expect(res.json().status).toBe('published')
    await pullChanges()
    expect(await ids()).toEqual({ stories: [published.id, scheduled.id].sort(), scheduled: [] })

    await db.delete()
    await db.open()
    signedIn(false)
    const later = await makeStory(t.server.app, { title: 'Out the week after', publishAt: inHour() })
    await pullChanges()
    expect(await ids()).toEqual({ stories: [published.id, scheduled.id].sort(), scheduled: [] })
    expect(await prefetchAllContent()).toBe(0)
    expect(await db.storyContent.get(later.id)).toBeUndefined()
    expect(JSON.stringify(await db.syncState.toArray())).not.toContain(later.id)
  })

  it('keeps nothing the admin alone may see once the device pulls again after a logout', async () => {
    signedIn(true)
    await pullChanges()
    expect((await ids()).scheduled).toEqual([`${scheduled.id} scheduled`])
    signedIn(false)
    await pullChanges()
    expect(await ids()).toEqual({ stories: [published.id], scheduled: [] })
  })

  it('files a story the admin just scheduled, as the server answered it, apart from the stories', async () => {
    await putFullStory(dexieStore, scheduled)
    expect(await ids()).toEqual({ stories: [], scheduled: [`${scheduled.id} scheduled`] })
    await putFullStory(dexieStore, { ...scheduled, status: 'published', publishAt: scheduled.createdAt })
    expect(await ids()).toEqual({ stories: [scheduled.id], scheduled: [] })
    expect((await db.storyContent.get(scheduled.id))?.content).toBe(scheduled.content)
  })
})
