// The hourly housekeeping (api/plugins/media.ts) also keeps the privacy policy's promise: its first
// round, at start, deletes what the server holds of a reader unseen for 2 years.
import { randomUUID } from 'node:crypto'
import { afterEach, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { insertCommentIfNew } from '../../db/server/comments.ts'
import { insertStoryIfNew } from '../../db/server/stories.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

let t: TestApp
afterEach(async () => {
  await t.close()
})

it('deletes the comments of a reader unseen for 2 years when the server starts, and keeps a recent one', async () => {
  t = await buildTestApp()
  const storyId = randomUUID()
  const longAgo = '2020-01-01T00:00:00.000Z'
  await t.app.db.transaction().execute(async (trx) => {
    await insertStoryIfNew(trx, {
      id: storyId,
      title: 'Tidewater',
      description: 'D',
      content: 'Salt.',
      category: 'standalone',
      read_time: '1min',
      is_featured: 0,
      word_count: 1,
      created_at: longAgo,
      updated_at: longAgo,
    })
    await insertCommentIfNew(trx, {
      id: randomUUID(),
      storyId,
      userId: 'long-gone',
      userName: 'R',
      content: 'Old',
      createdAt: longAgo,
    })
    await insertCommentIfNew(trx, {
      id: randomUUID(),
      storyId,
      userId: 'still-here',
      userName: 'R',
      content: 'New',
      createdAt: new Date().toISOString(),
    })
  })

  const restarted = await buildApp(t.config)
  await restarted.ready()
  await restarted.close()

  const left = await t.app.db.selectFrom('comments').select('user_id').execute()
  expect(left.map((c) => c.user_id)).toEqual(['still-here'])
})
