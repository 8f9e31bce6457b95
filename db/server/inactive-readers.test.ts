// The privacy policy's 2 years: a reader unseen for that long loses what the server holds of them;
// one sign of life (a recent comment or listening position, a working subscription) keeps it all;
// rows without a device id go one by one; comment counts reach devices through sync.
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { DEFAULT_PROGRESS_USER } from '../../contract/audio-progress.ts'
import { readSyncPage } from '../../api/services/sync/sync-page.ts'
import { insertCommentIfNew } from './comments.ts'
import { deleteInactiveReaders } from './inactive-readers.ts'
import { insertStoryIfNew } from './stories.ts'
import { insertDevice, insertProfile } from './reader-profiles.ts'
import { useTempDb } from './testing/temp-db.ts'

const t = useTempDb()
const NOW = Date.parse('2028-06-01T00:00:00Z')
const LONG_AGO = '2025-01-01T00:00:00.000Z'
const RECENTLY = '2028-05-01T00:00:00.000Z'
const storyId = randomUUID()

async function seed() {
  await t.db.transaction().execute(async (trx) => {
    await insertStoryIfNew(trx, {
      id: storyId,
      title: 'Tidewater',
      description: 'D',
      content: 'The archive of salt.',
      category: 'standalone',
      read_time: '1min',
      is_featured: 0,
      word_count: 4,
      created_at: LONG_AGO,
      updated_at: LONG_AGO,
    })
    const comment = (userId: string, createdAt: string) =>
      insertCommentIfNew(trx, { id: randomUUID(), storyId, userId, userName: 'R', content: 'Hi', createdAt })
    await comment('gone', LONG_AGO)
    await comment('returning', LONG_AGO)
    await comment('subscribed', LONG_AGO)
    await comment(DEFAULT_PROGRESS_USER, LONG_AGO)
    await comment(DEFAULT_PROGRESS_USER, RECENTLY)
  })
  const progress = (userId: string, at: string) => ({
    id: randomUUID(),
    story_id: storyId,
    user_id: userId,
    current_position: 12.5,
    duration: 60,
    last_played_at: at,
  })
  await t.db
    .insertInto('audio_progress')
    .values([progress('gone', LONG_AGO), progress('returning', RECENTLY)])
    .execute()
  const subscription = (userId: string, isActive: number) => ({
    id: randomUUID(),
    endpoint: `https://push.example.net/${randomUUID()}`,
    p256dh_key: 'k',
    auth_key: 'a',
    user_id: userId,
    user_agent: 'UA',
    is_active: isActive,
    created_at: LONG_AGO,
  })
  await t.db
    .insertInto('push_subscriptions')
    .values([subscription('gone', 0), subscription('subscribed', 1)])
    .execute()
}

const usersIn = async (table: 'comments' | 'audio_progress' | 'push_subscriptions') =>
  (await t.db.selectFrom(table).select('user_id').execute()).map((r) => r.user_id).sort()

it('deletes what the server holds of a reader unseen for 2 years, and keeps readers with any sign of life', async () => {
  await seed()
  const before = await readSyncPage(t.db, '0', 100)

  expect(await deleteInactiveReaders(t.db, NOW)).toEqual({
    comments: 2,
    listeningPositions: 1,
    profileDevices: 0,
    profiles: 0,
  })

  expect(await usersIn('comments')).toEqual([DEFAULT_PROGRESS_USER, 'returning', 'subscribed'])
  expect(await usersIn('audio_progress')).toEqual(['returning'])
  expect(await usersIn('push_subscriptions')).toEqual(['subscribed'])
  // Devices learn the story's new comment count.
  const after = await readSyncPage(t.db, before.cursor, 100)
  expect(after.changes).toEqual([
    expect.objectContaining({ type: 'story', id: storyId, data: expect.objectContaining({ commentCount: 3 }) }),
  ])
})

it('keeps everything younger than 2 years', async () => {
  await seed()
  expect(await deleteInactiveReaders(t.db, Date.parse('2026-12-01T00:00:00Z'))).toEqual({
    comments: 0,
    listeningPositions: 0,
    profileDevices: 0,
    profiles: 0,
  })
  expect(await usersIn('audio_progress')).toEqual(['gone', 'returning'])
})

it('unlinks a reader profile’s devices unseen for 2 years, and deletes a profile left without one', async () => {
  const device = (id: string, profileId: string, lastSeen: string) =>
    t.db
      .insertInto('profile_devices')
      .values({ id, profile_id: profileId, secret_hash: `hash-${id}`, created_at: LONG_AGO, last_seen_at: lastSeen })
      .execute()
  await insertProfile(t.db, 'gone', LONG_AGO)
  await device('gone-phone', 'gone', LONG_AGO)
  await device('gone-laptop', 'gone', LONG_AGO)
  await insertProfile(t.db, 'half', LONG_AGO)
  await device('half-old-phone', 'half', LONG_AGO)
  await insertDevice(t.db, { id: 'half-laptop', profileId: 'half', secretHash: 'hash-half-laptop', now: RECENTLY })
  await t.db
    .insertInto('profile_items')
    .values({
      profile_id: 'gone',
      kind: 'setting',
      item_key: 'reading.fontSize',
      story_id: null,
      clock: 'c',
      deleted: 0,
      value: '18',
      seq: 1,
    })
    .execute()

  expect(await deleteInactiveReaders(t.db, NOW)).toMatchObject({ profileDevices: 3, profiles: 1 })

  expect(await t.db.selectFrom('reader_profiles').select('id').execute()).toEqual([{ id: 'half' }])
  expect(await t.db.selectFrom('profile_devices').select('id').execute()).toEqual([{ id: 'half-laptop' }])
  expect(await t.db.selectFrom('profile_items').select('profile_id').execute()).toEqual([])
})
