// Pulls /api/sync until the server has nothing more, applying each page in one Dexie transaction
// together with the new cursor, so an interrupted pull resumes exactly where it stopped.
import { db, SYNCED_TABLES } from '../../db/local/db.ts'
import { removeStoryTraces, STORY_TRACE_TABLES } from '../../db/local/stories.ts'
import type { SyncChange, SyncPage, SyncType } from '../../db/schema/sync.ts'
import { api } from '../../db/client/api-client.ts'

export const PULL_PAGE_SIZE = 200

const TABLE_OF: Record<SyncType, (typeof SYNCED_TABLES)[number]> = {
  story: 'stories',
  series: 'series',
  album: 'albums',
  track: 'tracks',
  character: 'characters',
  link: 'links',
  backgroundMusic: 'backgroundMusic',
}

export async function readCursor(): Promise<string> {
  return (await db.syncState.get('cursor'))?.value ?? '0'
}

async function applyPage(page: SyncPage): Promise<void> {
  const tables = [...new Set([...SYNCED_TABLES.map((t) => db.table(t)), db.syncState, ...STORY_TRACE_TABLES])]
  await db.transaction('rw', tables, async () => {
    for (const change of page.changes) await applyChange(change)
    await db.syncState.bulkPut([
      { key: 'cursor', value: page.cursor },
      { key: 'lastPulledAt', value: new Date().toISOString() },
    ])
  })
}

async function applyChange(change: SyncChange): Promise<void> {
  const table = db.table(TABLE_OF[change.type])
  if (change.op === 'put') await table.put(change.data)
  // A story removed on the server takes its device-only traces with it.
  else if (change.type === 'story') await removeStoryTraces(change.id)
  else await table.delete(change.id)
}

/** Pulls and applies one page from the stored cursor; answers whether more pages wait. */
export async function pullPage(pageSize = PULL_PAGE_SIZE): Promise<{ applied: number; hasMore: boolean }> {
  const page = await api.sync({ query: { since: await readCursor(), limit: pageSize } })
  await applyPage(page)
  return { applied: page.changes.length, hasMore: page.hasMore }
}

/** Pulls every page; answers how many changes were applied. */
export async function pullChanges(pageSize = PULL_PAGE_SIZE): Promise<number> {
  let applied = 0
  for (;;) {
    const page = await pullPage(pageSize)
    applied += page.applied
    if (!page.hasMore) return applied
  }
}
