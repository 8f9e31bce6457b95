// Pulls /api/sync until the server has nothing more, applying each page in one Dexie transaction
// together with the new cursor, so an interrupted pull resumes exactly where it stopped. A page is
// written with one bulkPut and one bulkDelete per table (the last change of a row wins), not one
// write per change.
//
// A server whose database was restored from an older copy (or replaced) answers the device's cursor
// with CURSOR_AHEAD. The device then pulls everything again from the start, silently: what it keeps
// of its own (outbox, favourites, progress, downloads) stays, and once the whole pull is in, rows
// the server no longer has go as if deleted there. Until that sweep, every pull starts over. The
// admin's device (whose pages include stories not released yet) files those in scheduledStories,
// which no list reads; a login or a logout changes whose pages these are, and the server answers
// the old cursor with CURSOR_AHEAD, so the device pulls again and sweeps what it may no longer hold.
import { db, SYNCED_TABLES } from '../../db/local/db.ts'
import { removeStoryTraces, STORY_TRACE_TABLES } from '../../db/local/stories.ts'
import { toLocalStory } from '../../contract/local-story.ts'
import type { SyncChange, SyncPage, SyncType } from '../../contract/sync.ts'
import { api } from '../../client/api-client.ts'
import { ApiError } from '../../client/api-error.ts'
import { SYNC_PAGE_MAX } from '../../contract/limits.ts'

/** The largest page the server gives: a first sync of 10,000 stories is 20 pages, 20 renders. */
export const PULL_PAGE_SIZE = SYNC_PAGE_MAX

type SyncedTable = (typeof SYNCED_TABLES)[number]

const TABLE_OF: Record<SyncType, SyncedTable> = {
  story: 'stories',
  series: 'series',
  album: 'albums',
  track: 'tracks',
  character: 'characters',
  link: 'links',
  backgroundMusic: 'backgroundMusic',
}

/** Set while a pull from the start after CURSOR_AHEAD has not reached the end. */
const RESYNC = 'resyncFromStart'

export async function readCursor(): Promise<string> {
  return (await db.syncState.get('cursor'))?.value ?? '0'
}

/** The table a change's row goes to: a story not released yet to scheduledStories, the rest by type. */
const tableOf = (change: SyncChange): SyncedTable =>
  change.op === 'put' && change.type === 'story' && change.data.status !== 'published'
    ? 'scheduledStories'
    : TABLE_OF[change.type]

/** The ids each synced table received in a pull from the start. */
type SeenIds = Map<SyncedTable, Set<string>>

function noteSeen(seen: SeenIds, changes: readonly SyncChange[]): void {
  for (const change of changes) {
    if (change.op !== 'put') continue
    const table = tableOf(change)
    seen
      .set(table, seen.get(table) ?? new Set())
      .get(table)!
      .add(change.id)
  }
}

/** Inside the last page's transaction: what the server no longer has goes, a story with its traces. */
async function sweepUnseen(seen: SeenIds): Promise<void> {
  for (const table of SYNCED_TABLES) {
    const ids = (await db.table(table).toCollection().primaryKeys()) as string[]
    const gone = ids.filter((id) => !seen.get(table)?.has(id))
    if (table === 'stories' || table === 'scheduledStories') for (const id of gone) await removeStoryTraces(id)
    else await db.table(table).bulkDelete(gone)
  }
  await db.syncState.delete(RESYNC)
}

/** A page's changes as writes: per table the rows to put and the ids to delete, the last change of each row winning. */
export function pageWrites(changes: readonly SyncChange[]) {
  const last = new Map<string, SyncChange>()
  for (const change of changes) {
    const key = `${change.type}:${change.id}`
    last.delete(key) // keep the order of the last change
    last.set(key, change)
  }
  const puts = new Map<SyncedTable, unknown[]>()
  const deletes = new Map<SyncedTable, string[]>()
  const storyDeletes: string[] = []
  const add = <T>(map: Map<SyncedTable, T[]>, table: SyncedTable, item: T) =>
    map
      .set(table, map.get(table) ?? [])
      .get(table)!
      .push(item)
  for (const change of last.values()) {
    const table = tableOf(change)
    if (change.op === 'delete') {
      if (change.type === 'story') storyDeletes.push(change.id)
      else add(deletes, table, change.id)
    } else if (change.type !== 'story') add(puts, table, change.data)
    else if (table === 'stories') {
      add(puts, table, toLocalStory(change.data))
      // Released: it leaves the admin's scheduled ones.
      add(deletes, 'scheduledStories', change.id)
    } else add(puts, table, change.data)
  }
  return { puts, deletes, storyDeletes }
}

/** Every published story is also taken out of scheduledStories: only those it holds (a handful, on
 * the admin's device alone) cost a delete, not the thousands of a first sync. */
async function onlyHeld(table: SyncedTable, ids: string[]): Promise<string[]> {
  if (table !== 'scheduledStories') return ids
  const held = new Set(await db.scheduledStories.toCollection().primaryKeys())
  return ids.filter((id) => held.has(id))
}

async function applyPage(page: SyncPage, seen?: SeenIds): Promise<void> {
  const tables = [...new Set([...SYNCED_TABLES.map((t) => db.table(t)), db.syncState, ...STORY_TRACE_TABLES])]
  const { puts, deletes, storyDeletes } = pageWrites(page.changes)
  await db.transaction('rw', tables, async () => {
    for (const [table, rows] of puts) await db.table(table).bulkPut(rows)
    for (const [table, ids] of deletes) await db.table(table).bulkDelete(await onlyHeld(table, ids))
    // A story removed on the server takes its device-only traces with it.
    for (const id of storyDeletes) await removeStoryTraces(id)
    // The device "has synced" once a pull reached the end, not after its first page: lists wait
    // for the whole first sync before an empty answer means "no stories".
    await db.syncState.put({ key: 'cursor', value: page.cursor })
    if (!page.hasMore) await db.syncState.put({ key: 'lastPulledAt', value: new Date().toISOString() })
    if (!page.hasMore && seen) await sweepUnseen(seen)
  })
}

/** Pulls and applies one page from the stored cursor; answers whether more pages wait. */
export async function pullPage(pageSize = PULL_PAGE_SIZE): Promise<{ applied: number; hasMore: boolean }> {
  const page = await api.sync({ query: { since: await readCursor(), limit: pageSize } })
  await applyPage(page)
  return { applied: page.changes.length, hasMore: page.hasMore }
}

/**
 * Pulls every page; answers how many changes were applied. The next page is on its way while one
 * is written (the network and the database work at once); each is still written in order, with
 * its cursor, so an interrupted pull resumes after the last page written.
 */
export async function pullChanges(pageSize = PULL_PAGE_SIZE): Promise<number> {
  try {
    return await pullPages(pageSize)
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'CURSOR_AHEAD')) throw error
    await db.syncState.put({ key: RESYNC, value: new Date().toISOString() })
    return pullPages(pageSize)
  }
}

async function pullPages(pageSize: number): Promise<number> {
  const fetchPage = (since: string) => api.sync({ query: { since, limit: pageSize } })
  // Only a whole pull from the start tells what the server no longer has: an interrupted one starts over.
  const seen: SeenIds | undefined = (await db.syncState.get(RESYNC)) ? new Map() : undefined
  let applied = 0
  let next = fetchPage(seen ? '0' : await readCursor())
  for (;;) {
    const page = await next
    if (page.hasMore) {
      next = fetchPage(page.cursor)
      next.catch(() => {}) // a failure is met when that page is awaited
    }
    if (seen) noteSeen(seen, page.changes)
    await applyPage(page, seen)
    applied += page.changes.length
    if (!page.hasMore) return applied
  }
}
