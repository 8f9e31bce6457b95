// What this device keeps about the person, for Data Settings: the localStorage entries, their own
// rows in IndexedDB (for the export), what the storage holds (texts, pictures, downloaded audio),
// and Clear All Data, which empties IndexedDB, every cache of this origin (downloads included),
// local and session storage, and removes the service worker so the next start is a clean one.
import { stopDataWorker } from '../sync/engine.ts'
import { stopCoverPrefetch } from '../sync/cover-prefetch.ts'
import { localDb } from '../data/queries/local-db.ts'
import type { DeviceData, StorageEntry } from './data-export.ts'
import type { ToWorker } from '../../contract/sw-messages.ts'
import { reloadPreferences } from './preferences.ts'
import { readOfflineTexts } from '../reader/offline-texts.ts'

export function localStorageEntries(): StorageEntry[] {
  const entries: StorageEntry[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key !== null) entries.push({ key, value: localStorage.getItem(key) ?? '' })
  }
  return entries.sort((a, b) => a.key.localeCompare(b.key))
}

export async function deviceData(): Promise<DeviceData> {
  const db = await localDb()
  const [favourites, follows, annotations, bookmarks, readingProgress, audioProgress, drafts, downloads, outbox] =
    await Promise.all([
      db.favourites.toArray(),
      db.follows.toArray(),
      db.annotations.toArray(),
      db.bookmarks.toArray(),
      db.readingProgress.toArray(),
      db.audioProgress.toArray(),
      db.drafts.toArray(),
      db.downloads.toArray(),
      db.outbox.toArray(),
    ])
  return {
    favourites,
    follows,
    annotations,
    bookmarks,
    readingProgress,
    audioProgress,
    // Files stay on the device; the export names them.
    drafts: drafts.map(({ cover, audio, ...draft }) => ({
      ...draft,
      cover: cover ? (draft.coverName ?? 'cover') : undefined,
      audio: audio?.name,
    })),
    downloads: downloads.map(({ url, title, bytes, mimeType, downloadedAt }) => ({
      url,
      title,
      bytes,
      mimeType,
      downloadedAt,
    })),
    waitingToSend: outbox.map(({ kind, label, createdAt, status }) => ({ kind, label, createdAt, status })),
  }
}

export interface StoragePicture {
  /** What the browser says this origin uses, and may use. */
  usage: number
  quota: number
  texts: number
  pictures: number
  audio: number
}

/** The bytes a cache holds, by its answers' declared length (or the body when none is declared). */
async function cacheBytes(name: string): Promise<number> {
  if (!(await caches.has(name))) return 0
  const cache = await caches.open(name)
  let total = 0
  for (const request of await cache.keys()) {
    const response = await cache.match(request)
    const declared = Number(response?.headers.get('content-length'))
    total += declared > 0 ? declared : ((await response?.blob())?.size ?? 0)
  }
  return total
}

export async function storagePicture(): Promise<StoragePicture | undefined> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  if (!estimate) return undefined
  const db = await localDb()
  const [downloads, pictures, texts] = await Promise.all([
    db.downloads.toArray(),
    typeof caches === 'undefined' ? 0 : cacheBytes('media'),
    // The same figure as the "stories kept for offline reading" line: one read, not a cursor step per text.
    readOfflineTexts(db).then((kept) => kept.bytes),
  ])
  return {
    usage: estimate.usage ?? 0,
    quota: estimate.quota ?? 0,
    texts,
    pictures,
    audio: downloads.reduce((sum, d) => sum + d.bytes, 0),
  }
}

/** Deletes one IndexedDB database; when another context still holds it, deletion finishes as it lets go. */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

async function deleteCaches(): Promise<void> {
  if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((name) => caches.delete(name)))
}

/** An older worker never answers FORGET_EVERYTHING; it is not waited for longer than this. */
const FORGET_ANSWER_MS = 2000

/**
 * Asks each worker to keep nothing from now on (sw/forget.ts) and waits for its answer: the one
 * that controls this page keeps answering its fetches until the reload, and would otherwise put a
 * picture's cache back after the caches are deleted.
 */
function silence(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(resolve, FORGET_ANSWER_MS)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    worker.postMessage({ type: 'FORGET_EVERYTHING' } satisfies ToWorker, [channel.port2])
  })
}

/** Everything of this origin on this device. The page reloads afterwards and starts like a first visit. */
export async function clearAllData(): Promise<void> {
  // A linked device leaves its reader profile first, so its secret does not outlive it on the
  // server (offline, the server forgets the device after 2 years unseen).
  await import('../profile/linking.ts').then(({ leaveProfile }) => leaveProfile(false)).catch(() => undefined)
  // The worker first, so it does not keep caches or databases alive (it stops once unregistered).
  const registrations = (await navigator.serviceWorker?.getRegistrations().catch(() => [])) ?? []
  const workers = new Set(registrations.flatMap((r) => [r.installing, r.waiting, r.active]).filter((w) => w !== null))
  await Promise.all([...workers].map(silence))
  await Promise.all(registrations.map((r) => r.unregister()))
  stopDataWorker() // the data worker holds the database open too
  await stopCoverPrefetch()
  const db = await localDb()
  db.close()
  await db.delete()
  // The worker's own stores (Workbox keeps one) and anything else of this origin.
  const others = (await indexedDB.databases?.().catch(() => [])) ?? []
  await Promise.all(others.flatMap((d) => (d.name ? [deleteDatabase(d.name)] : [])))
  await deleteCaches()
  localStorage.clear()
  sessionStorage.clear()
  reloadPreferences()
}
