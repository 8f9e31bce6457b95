// A write made without Dexie (the service worker's, through idb) reaches the page's live queries
// once it is announced, and only then: Dexie does not hear it by itself.
import 'fake-indexeddb/auto'
import { liveQuery } from 'dexie'
import { openDB } from 'idb'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db.ts'
import type { Link } from '../../contract/link.ts'
import { LOCAL_DB_NAME } from './local-store.ts'
import { announceOutsideWrites } from './outside-writes.ts'

const makeLink = (id: string): Link => ({
  id,
  title: id,
  url: `https://example.com/${id}`,
  description: null,
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

async function writeWithoutDexie(link: Link): Promise<void> {
  const idb = await openDB(LOCAL_DB_NAME)
  await idb.put('links', link)
  idb.close()
}

/** What a live query over the links has shown so far, by ids. */
function watchLinks(): { seen: string[][]; stop: () => void } {
  const seen: string[][] = []
  const subscription = liveQuery(() => db.links.orderBy('sortOrder').toArray()).subscribe((links) =>
    seen.push(links.map((l) => l.id)),
  )
  return { seen, stop: () => subscription.unsubscribe() }
}

describe('announceOutsideWrites', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    await db.links.put(makeLink('a'))
  })

  it('has live queries read the tables written without Dexie again', async () => {
    const { seen, stop } = watchLinks()
    await settle()
    await writeWithoutDexie(makeLink('b'))
    await settle()
    expect(seen).toEqual([['a']]) // Dexie did not hear the write
    announceOutsideWrites(['links'])
    await settle()
    expect(seen).toEqual([['a'], ['a', 'b']])
    stop()
  })

  it('passes over names that are not tables here (a worker of another version) without failing', async () => {
    const { seen, stop } = watchLinks()
    await settle()
    await writeWithoutDexie(makeLink('b'))
    announceOutsideWrites(['linksOfAnotherVersion'])
    await settle()
    expect(seen).toEqual([['a']])
    stop()
  })
})
