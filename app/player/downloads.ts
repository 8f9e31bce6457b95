// Audio kept for offline listening: a story's, or every track of an album. The service worker
// stores each file whole and writes its row (db/local Download); the page asks for it, follows
// its progress in bytes from the worker's messages, cancels or removes it, and reads how much this
// device may still store. Failures that come together make one toast naming what failed.
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { atom, map } from 'nanostores'
import { useStore } from '@nanostores/react'
import type { Download } from '../../db/local/db.ts'
import { localDb, type HubDatabase } from '../data/queries/local-db.ts'
import { apiUrl } from '../../client/api-client.ts'
import type { FromWorker, ToWorker } from '../../contract/sw-messages.ts'
import type { StorySummary } from '../../contract/story.ts'
import type { Album, Track } from '../../contract/music.ts'
import { storyAudioSource } from './story-audio-source.ts'
import { albumProgress, type AlbumDownload } from '../music/album-download.ts'
import { failureSummary, type FailedDownload } from './download-failures.ts'
import { errorText } from '../lib/error-text.ts'
import { tellWorker } from '../pwa/tell-worker.ts'

export type { AlbumDownload, Download }

export interface DownloadProgress {
  received: number
  /** 0 when the server did not say. */
  total: number
}

/** Downloads under way (or waiting their turn in the worker), by audio URL (absolute, as the worker keys them). */
export const $downloading = map<Record<string, DownloadProgress>>({})
/** The last downloads that failed together (not cancelled), for the one toast about them. */
export const $downloadFailure = atom<{ urls: string[]; message: string } | undefined>(undefined)

/** Failures arriving within this long of the one before make one toast (a whole album offline). */
export const FAILURE_BURST_MS = 1000

/** What each download under way is, by URL, so a failure can say what failed. */
const asked = new Map<string, Omit<FailedDownload, 'message'>>()
let burst: { urls: string[]; failures: FailedDownload[]; timer?: ReturnType<typeof setTimeout> } | undefined

function forgetProgress(url: string): void {
  const { [url]: _done, ...rest } = $downloading.get()
  $downloading.set(rest)
  asked.delete(url)
}

function reportFailure(url: string, message: string): void {
  burst ??= { urls: [], failures: [] }
  burst.urls.push(url)
  burst.failures.push({ title: 'This audio', ...asked.get(url), message })
  clearTimeout(burst.timer)
  burst.timer = setTimeout(() => {
    const { urls, failures } = burst!
    burst = undefined
    $downloadFailure.set({ urls, message: failureSummary(failures) })
  }, FAILURE_BURST_MS)
}

export const downloadUrl = (story: StorySummary): string | null => {
  const source = storyAudioSource(story)
  return source ? new URL(source, location.origin).href : null
}

/** The address the player loads a track from, absolute (the worker's cache key). */
export const trackStreamUrl = (trackId: string): string =>
  new URL(apiUrl('streamTrack', { params: { id: trackId } }), location.origin).href

/** A download as Audio Settings lists it: a track's row also names its album (when still known). */
export type ListedDownload = Download & { albumTitle?: string }

/** Every download, newest first, tracks with their album's title. */
export async function listedDownloads(db: HubDatabase): Promise<ListedDownload[]> {
  const rows = (await db.downloads.toArray()).sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt))
  const albums = await db.albums.bulkGet([...new Set(rows.flatMap((row) => row.albumId ?? []))])
  const titles = new Map(albums.flatMap((album) => (album ? [[album.id, album.title] as const] : [])))
  return rows.map((row) => (row.albumId === undefined ? row : { ...row, albumTitle: titles.get(row.albumId) }))
}

/** Whether the audio at this absolute URL is kept on this device. */
export const isDownloaded = async (url: string): Promise<boolean> =>
  (await (await localDb()).downloads.get(url)) !== undefined

export const downloadedStoryIds = async (db: HubDatabase): Promise<Set<string>> =>
  new Set((await db.downloads.toArray()).flatMap((row) => row.storyId ?? []))
export const downloadedTrackIds = async (db: HubDatabase): Promise<Set<string>> =>
  new Set((await db.downloads.toArray()).flatMap((row) => row.trackId ?? []))

export const useDownloads = (): ListedDownload[] | undefined => useLocalQuery(listedDownloads, [])
/** Stories only: a track's row is not a story download. */
export const useDownloadedStoryIds = (): Set<string> | undefined => useLocalQuery(downloadedStoryIds, [])
export const useDownloadedTrackIds = (): Set<string> | undefined => useLocalQuery(downloadedTrackIds, [])

/** The download of one story: done (its row), under way (its progress), or neither. */
export function useStoryDownload(story: StorySummary): {
  done: Download | undefined
  progress: DownloadProgress | undefined
} {
  const url = downloadUrl(story)
  const done = useLocalQuery(async (db) => (url ? db.downloads.get(url) : undefined), [url])
  const progress = useStore($downloading)[url ?? '']
  return { done, progress }
}

/** An album's download, live: its tracks' rows and the progress of those under way. */
export function useAlbumDownload(tracks: Track[] | undefined): AlbumDownload {
  // One string as the query's dependency: the tracks array is a new one on every read.
  const key = (tracks ?? []).map((track) => trackStreamUrl(track.id)).join(' ')
  const urls = key ? key.split(' ') : []
  const rows = useLocalQuery((db) => db.downloads.bulkGet(key ? key.split(' ') : []), [key])
  const downloading = useStore($downloading)
  return albumProgress(urls.map((url, i) => ({ keptBytes: rows?.[i]?.bytes, progress: downloading[url] })))
}

/** Posts the downloads (whose progress is followed from now); false, and none, without a worker. */
async function startDownloads(
  downloads: { message: Extract<ToWorker, { type: 'DOWNLOAD_AUDIO' }>; subject: Omit<FailedDownload, 'message'> }[],
): Promise<boolean> {
  for (const { message, subject } of downloads) {
    $downloading.setKey(message.url, { received: 0, total: 0 })
    asked.set(message.url, subject)
  }
  if (!(await tellWorker(...downloads.map((d) => d.message)))) {
    for (const { message } of downloads) forgetProgress(message.url)
    return false
  }
  // A download is the clearest sign the person wants this data kept; ask (again) to keep it.
  await navigator.storage
    ?.persisted?.()
    .then((kept) => kept || navigator.storage.persist())
    .catch(() => false)
  return true
}

/** Answers false when there is no service worker to keep the file (it then cannot be offline). */
export async function downloadStory(story: StorySummary): Promise<boolean> {
  const url = downloadUrl(story)
  if (!url) return false
  return startDownloads([
    {
      message: { type: 'DOWNLOAD_AUDIO', url, storyId: story.id, title: story.title },
      subject: { title: story.title },
    },
  ])
}

/**
 * Downloads every track of the album not yet kept nor under way, in the order given (the worker
 * fetches two at a time). Answers false when there is no service worker to keep them.
 */
export async function downloadAlbum(album: Album, tracks: Track[]): Promise<boolean> {
  const urls = tracks.map((track) => trackStreamUrl(track.id))
  const rows = await (await localDb()).downloads.bulkGet(urls)
  const underWay = $downloading.get()
  const wanted = tracks.filter((_, i) => !rows[i] && !(urls[i]! in underWay))
  if (wanted.length === 0) return true
  return startDownloads(
    wanted.map((track) => ({
      message: {
        type: 'DOWNLOAD_AUDIO',
        url: trackStreamUrl(track.id),
        trackId: track.id,
        albumId: album.id,
        title: track.title,
      },
      subject: { title: track.title, albumTitle: album.title },
    })),
  )
}

/** Tracks the person asked to download while offline (their addresses): they start when the network is back. */
export const $downloadsAwaitingNetwork = atom<ReadonlySet<string>>(new Set())

/**
 * One track kept on this device: at once when there is a network, else as soon as it is back (a
 * track that could not play offline offers it, issue 56). Answers false without a worker to keep it.
 */
export async function downloadTrackWhenOnline(album: Album, track: Track): Promise<boolean> {
  if (navigator.onLine) return downloadAlbum(album, [track])
  const url = trackStreamUrl(track.id)
  if ($downloadsAwaitingNetwork.get().has(url)) return true
  $downloadsAwaitingNetwork.set(new Set([...$downloadsAwaitingNetwork.get(), url]))
  window.addEventListener(
    'online',
    () => {
      $downloadsAwaitingNetwork.set(new Set([...$downloadsAwaitingNetwork.get()].filter((waiting) => waiting !== url)))
      // The event can come before the network carries anything (the worker's first try then fails):
      // asked again a little later, which starts nothing when the track is kept or under way.
      for (const after of ONLINE_RETRIES_MS)
        setTimeout(() => {
          if (navigator.onLine) void downloadAlbum(album, [track])
        }, after)
    },
    { once: true },
  )
  return true
}

const ONLINE_RETRIES_MS = [0, 2_000, 6_000]

export const cancelDownload = (url: string) => void tellWorker({ type: 'CANCEL_DOWNLOAD', url })
export const removeDownload = (url: string) => tellWorker({ type: 'REMOVE_AUDIO', url })

// Last track first: a cancelled track's turn would go to the next one waiting, so the waiting
// ones are cancelled before those running.
const lastFirst = (tracks: Track[]) => tracks.map((track) => trackStreamUrl(track.id)).reverse()

/**
 * Cancels the album's tracks under way or waiting; those already kept stay (the worker ignores a
 * cancel of a kept file, and asks for every track so one started before a reload is reached too).
 */
export function cancelAlbumDownload(tracks: Track[]): void {
  void tellWorker(...lastFirst(tracks).map((url): ToWorker => ({ type: 'CANCEL_DOWNLOAD', url })))
}

/** Removes every track of the album from this device, cancelling those under way. */
export async function removeAlbumDownload(tracks: Track[]): Promise<void> {
  await tellWorker(...lastFirst(tracks).map((url): ToWorker => ({ type: 'REMOVE_AUDIO', url })))
}

/** Keeps a file for offline without listing it (the background music once it has played). */
export const keepQuietly = (url: string) =>
  tellWorker({ type: 'DOWNLOAD_AUDIO', url: new URL(url, location.origin).href })
export const forget = (url: string) => tellWorker({ type: 'REMOVE_AUDIO', url: new URL(url, location.origin).href })

/** The worker's download messages (app/pwa/register.ts hands them here). */
export function onDownloadMessage(message: FromWorker): void {
  if (message.type === 'AUDIO_DOWNLOAD_PROGRESS') {
    if (message.url in $downloading.get())
      $downloading.setKey(message.url, { received: message.received, total: message.total })
  } else if (message.type === 'AUDIO_DOWNLOADED' || message.type === 'AUDIO_DOWNLOAD_FAILED') {
    // Only a download a person started is worth a word (not a quiet keep of background music).
    const isAsked = message.url in $downloading.get()
    if (isAsked && message.type === 'AUDIO_DOWNLOAD_FAILED' && message.code !== 'cancelled')
      reportFailure(message.url, errorText.downloadFailure(message))
    forgetProgress(message.url)
  }
}

export interface StorageUse {
  usage: number
  quota: number
}

/** How much this origin stores and may store (navigator.storage.estimate), refreshed with `key`. */
export function useStorageUse(key: unknown): StorageUse | undefined {
  return useLocalQuery(
    async (db) => {
      await db.downloads.count() // re-read when downloads change
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
      return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : undefined
    },
    [key],
  )
}
