// The worker's store over idb, on fake-indexeddb with the database made by the app's Dexie: it
// opens only the version db.ts declares, never makes or upgrades the database, lets go when a page
// upgrades or deletes it, behaves as the Dexie store does, and tells which tables it wrote.
import 'fake-indexeddb/auto'
import { deleteDB, openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db, type Download, type LocalComment } from '../db/local/db.ts'
import { dexieStore } from '../db/local/dexie-store.ts'
import { freshEntry, type OutboxEntry } from '../db/outbox/outbox-entry.ts'
import { LOCAL_DB_NAME, LOCAL_DB_VERSION, nativeVersionOf, type LocalStore } from '../db/local/local-store.ts'
import { connectLocalStore, type Announce } from './idb-local-store.ts'

const quiet: Announce = async () => {}
const makeDownload = (overrides: Partial<Pick<Download, 'url' | 'downloadedAt'>> = {}): Download => ({
  url: 'http://127.0.0.1/api/audio/a.mp3',
  title: 'The Gate',
  bytes: 3,
  mimeType: 'audio/mpeg',
  downloadedAt: '2026-01-01T00:00:00.000Z',
  storyId: 's1',
  ...overrides,
})
const makeComment = (overrides: Partial<LocalComment> = {}): LocalComment => ({
  id: crypto.randomUUID(),
  storyId: 's1',
  userId: 'u',
  userName: 'Ilen',
  content: 'Hello',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'sent',
  ...overrides,
})
/** An entry as the app queues it (queue-write.ts), and its number. */
async function addEntry(id: string, extra: Partial<OutboxEntry> = {}): Promise<number> {
  const seq = await db.outbox.add({
    ...freshEntry({ kind: 'link.delete', payload: { id, title: id }, label: `Delete ${id}` }),
    ...extra,
  })
  if (seq === undefined) throw new Error('the outbox gave no number')
  return seq
}
const versionOnDisk = async () => (await indexedDB.databases()).find((d) => d.name === LOCAL_DB_NAME)?.version

/** Without indexedDB.databases() (older browsers), the open request itself must refuse. */
function withoutDatabaseListing(): void {
  Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true })
}
afterEach(() => {
  Reflect.deleteProperty(indexedDB, 'databases')
})

/** A page's delete or upgrade, failing at once if a connection still open holds it up. */
function unblocked<T>(request: (blocked: () => void) => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request(() => reject(new Error('blocked by a connection that did not let go'))).then(resolve, reject)
  })
}

describe('opening the database as the app made it', () => {
  beforeEach(async () => {
    db.close()
    await deleteDB(LOCAL_DB_NAME)
  })

  it('opens the database the app made, at the version db.ts declares last', async () => {
    expect(db.verno).toBe(LOCAL_DB_VERSION)
    await db.open()
    expect(await connectLocalStore(quiet)()).toBeDefined()
  })

  it.each([
    ['listed', false],
    ['not listed (no indexedDB.databases)', true],
  ])('never makes the database when the app has not, databases %s', async (_label, isUnlisted) => {
    if (isUnlisted) withoutDatabaseListing()
    expect(await connectLocalStore(quiet)()).toBeUndefined()
    Reflect.deleteProperty(indexedDB, 'databases')
    expect(await versionOnDisk()).toBeUndefined()
    // The app still makes it whole afterwards.
    await db.open()
    expect(db.tables.map((t) => t.name)).toContain('downloads')
  })

  it.each([
    ['older', nativeVersionOf(LOCAL_DB_VERSION - 1), false],
    ['older', nativeVersionOf(LOCAL_DB_VERSION - 1), true],
    ['newer', nativeVersionOf(LOCAL_DB_VERSION + 1), false],
    ['newer', nativeVersionOf(LOCAL_DB_VERSION + 1), true],
  ])(
    'leaves a database of an %s version (%i) as it is, never upgrading it (unlisted: %s)',
    async (_label, version, isUnlisted) => {
      const other = await openDB(LOCAL_DB_NAME, version, {
        upgrade: (made) => {
          made.createObjectStore('downloads', { keyPath: 'url' })
        },
      })
      other.close()
      if (isUnlisted) withoutDatabaseListing()
      expect(await connectLocalStore(quiet)()).toBeUndefined()
      Reflect.deleteProperty(indexedDB, 'databases')
      expect(await versionOnDisk()).toBe(version)
    },
  )

  it("asks nothing of the app's open connections when the version is not its own", async () => {
    let wasAsked = false
    const page = await openDB(LOCAL_DB_NAME, nativeVersionOf(LOCAL_DB_VERSION - 1), {
      upgrade: (made) => {
        made.createObjectStore('downloads', { keyPath: 'url' })
      },
      // As Dexie does: a connection asked to let go for an upgrade closes (and reopens later).
      blocking: () => {
        wasAsked = true
        page.close()
      },
    })
    expect(await connectLocalStore(quiet)()).toBeUndefined()
    expect(wasAsked).toBe(false)
    page.close()
  })

  it('lets go when a page deletes the database (Clear All Data), and does not make it again', async () => {
    await db.open()
    const store = connectLocalStore(quiet)
    expect(await store()).toBeDefined()
    db.close()
    await unblocked((blocked) => deleteDB(LOCAL_DB_NAME, { blocked }))
    expect(await store()).toBeUndefined()
    expect(await versionOnDisk()).toBeUndefined()
  })

  it('lets go when a newer app upgrades the database, and then leaves it alone', async () => {
    await db.open()
    const store = connectLocalStore(quiet)
    expect(await store()).toBeDefined()
    db.close()
    const newer = nativeVersionOf(LOCAL_DB_VERSION + 1)
    const upgraded = await unblocked((blocked) => openDB(LOCAL_DB_NAME, newer, { blocked }))
    upgraded.close()
    expect(await store()).toBeUndefined()
  })
})

const stores: [string, () => Promise<LocalStore>][] = [
  ['Dexie (the page)', async () => dexieStore],
  ['idb (the worker)', async () => (await connectLocalStore(quiet)())!],
]

describe.each(stores)('the local store over %s', (_name, open) => {
  let store: LocalStore
  beforeEach(async () => {
    await db.delete()
    await db.open()
    store = await open()
  })

  it('changes only the fields given, and removes a field given as undefined, as Dexie does', async () => {
    const seq = await addEntry('l1', { after: 'Add', problem: { code: 'NETWORK', message: 'x', status: 0 } })
    await store.update('outbox', seq, { attempts: 2, after: undefined })
    await store.update('outbox', 999, { attempts: 5 })
    const entry = await db.outbox.get(seq)
    expect(entry).toMatchObject({ attempts: 2, problem: { code: 'NETWORK' }, label: 'Delete l1' })
    expect(entry).not.toHaveProperty('after')
    expect(await db.outbox.count()).toBe(1)
  })

  it('reads rows, every row, and the keys in order', async () => {
    const first = await addEntry('a')
    const second = await addEntry('b')
    expect(await store.keys('outbox')).toEqual([first, second])
    expect((await store.getAll('outbox')).map((e) => e.label)).toEqual(['Delete a', 'Delete b'])
    expect((await store.get('outbox', second))?.label).toBe('Delete b')
    expect(await store.get('outbox', 999)).toBeUndefined()
  })

  it('puts and deletes rows, and deletes the rows an index names', async () => {
    await store.put('comments', makeComment({ id: 'c1', storyId: 's1' }))
    await store.put('comments', makeComment({ id: 'c2', storyId: 's1' }))
    await store.put('comments', makeComment({ id: 'c3', storyId: 's2' }))
    await store.deleteWhere('comments', 'storyId', 's1')
    expect((await db.comments.toArray()).map((c) => c.id)).toEqual(['c3'])
    await store.delete('comments', 'c3')
    expect(await db.comments.count()).toBe(0)
  })

  it('writes nothing of a transaction whose work failed, even what a joined transaction wrote', async () => {
    const failing = store.transaction(['comments', 'downloads'], async (tx) => {
      await tx.put('comments', makeComment())
      await tx.transaction(['downloads'], (inner) => inner.put('downloads', makeDownload()))
      throw new Error('stopped halfway')
    })
    await expect(failing).rejects.toThrow('stopped halfway')
    expect([await db.comments.count(), await db.downloads.count()]).toEqual([0, 0])
  })
})

describe('telling the pages what the worker wrote', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })

  it('names the tables a write changed once it is committed, and nothing for a failed one', async () => {
    // With what Dexie reads at that moment: the write is there by the time it is told.
    const told: { tables: string[]; comments: number; downloads: number }[] = []
    const announce: Announce = async (tables) => {
      told.push({ tables, comments: await db.comments.count(), downloads: await db.downloads.count() })
    }
    const store = (await connectLocalStore(announce)())!
    await store.put('downloads', makeDownload())
    await store.transaction(['comments', 'downloads', 'outbox'], async (tx) => {
      await tx.put('comments', makeComment())
      await tx.delete('downloads', 'http://127.0.0.1/api/audio/other.mp3')
    })
    await store.update('outbox', 1, { attempts: 1 }) // no such entry: nothing written
    await store
      .transaction(['comments'], async () => {
        throw new Error('refused')
      })
      .catch(() => undefined)
    expect(told).toEqual([
      { tables: ['downloads'], comments: 0, downloads: 1 },
      { tables: ['comments', 'downloads'], comments: 1, downloads: 1 },
    ])
  })
})
