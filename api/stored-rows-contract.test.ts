// Each engine's schema answers the TypeBox contract: every row the server reads back, through the
// same mappers its routes use and before any serializer could coerce it, is exactly the wire type
// (no property missing or extra, numbers as numbers, nulls where the contract allows them), and a
// fraction of a second saved reads back unrounded. Runs on SQLite, and on PostgreSQL in
// `.ci/run`'s second pass. The demo universe fills every synced table.
import type { TObject, TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { AudioProgress } from '../contract/audio-progress.ts'
import { Comment } from '../contract/comment.ts'
import { Story } from '../contract/story.ts'
import { SYNC_PAGE_MAX, SYNC_TYPES, SYNCED, SyncChange, type SyncType } from '../contract/sync.ts'
import { findAudioProgress } from '../db/server/audio-progress.ts'
import { listComments } from '../db/server/comments.ts'
import { findStory } from '../db/server/story-queries.ts'
import { seedDemo } from './seed/seed-demo.ts'
import { readSyncPage } from './services/sync/sync-page.ts'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

/** What breaks the contract in `value`: schema errors, and properties the contract does not name. */
function breaches(schema: TSchema, value: unknown): string[] {
  const errors = [...Value.Errors(schema, value)].map((e) => `${e.instancePath || '/'} ${e.message}`)
  const named = Object.keys((schema as TObject).properties ?? {})
  const extra =
    named.length === 0
      ? []
      : Object.keys(value as object)
          .filter((key) => !named.includes(key))
          .map((key) => `/${key} is not in the contract`)
  return [...errors, ...extra]
}

async function allChanges(): Promise<SyncChange[]> {
  const changes: SyncChange[] = []
  for (let since = '0'; ;) {
    const page = await readSyncPage(t.app.db, since, SYNC_PAGE_MAX)
    changes.push(...page.changes)
    if (!page.hasMore) return changes
    since = page.cursor
  }
}

it('reads back every synced row, a story with its text, comments and audio progress exactly as the contract types them', async () => {
  await seedDemo(t.app)
  const changes = await allChanges()
  const seen = new Set<SyncType>()
  for (const change of changes) {
    expect(breaches(SyncChange, change), `${change.type} ${change.id}`).toEqual([])
    if (change.op !== 'put') continue
    seen.add(change.type)
    expect(breaches(SYNCED[change.type], change.data), `${change.type} ${change.id}`).toEqual([])
  }
  expect([...seen].sort()).toEqual([...SYNC_TYPES].sort())

  const storyIds = changes.filter((c) => c.type === 'story' && c.op === 'put').map((c) => c.id)
  for (const id of storyIds) expect(breaches(Story, await findStory(t.app.db, id)), id).toEqual([])

  const storyId = storyIds[0]!
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/stories/${storyId}/comments`,
    payload: { userName: 'Vela', content: 'The gate hums.' },
  })
  expect(comment.statusCode).toBe(201)
  const comments = await listComments(t.app.db, storyId)
  expect(comments).toHaveLength(1)
  expect(breaches(Comment, comments[0])).toEqual([])

  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/audio-progress',
    payload: { storyId, userId: 'reader-1', currentPosition: 754.375, duration: 1830.5 },
  })
  expect(saved.statusCode).toBe(200)
  const progress = await findAudioProgress(t.app.db, storyId, 'reader-1')
  expect(breaches(AudioProgress, progress)).toEqual([])
  expect(progress).toMatchObject({ currentPosition: 754.375, duration: 1830.5 })
})
