// Story audio kept for offline listening. The service worker stores each file whole and writes
// its row (db/local Download); the page asks for it, follows its progress in bytes from the
// worker's messages, cancels or removes it, and reads how much this device may still store.
import { useLiveQuery } from 'dexie-react-hooks'
import { atom, map } from 'nanostores'
import { useStore } from '@nanostores/react'
import { db, type Download } from '../../db/local/db.ts'
import type { FromWorker, ToWorker } from '../../db/schema/sw-messages.ts'
import type { StorySummary } from '../../db/schema/story.ts'
import { storyAudioSource } from '../lib/story-audio-source.ts'

export type { Download }

export interface DownloadProgress {
  received: number
  /** 0 when the server did not say. */
  total: number
}

/** Downloads under way, by audio URL (absolute, as the worker keys them). */
export const $downloading = map<Record<string, DownloadProgress>>({})
/** The last download that failed (not cancelled), for the one toast about it. */
export const $downloadFailure = atom<{ url: string; message: string } | undefined>(undefined)

function forgetProgress(url: string): void {
  const { [url]: _done, ...rest } = $downloading.get()
  $downloading.set(rest)
}

export const downloadUrl = (story: StorySummary): string | null => {
  const source = storyAudioSource(story)
  return source ? new URL(source, location.origin).href : null
}

export function useDownloads(): Download[] | undefined {
  return useLiveQuery(async () => (await db.downloads.toArray()).sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt)), [])
}

export function useDownloadedStoryIds(): Set<string> | undefined {
  return useLiveQuery(async () => new Set((await db.downloads.toArray()).map((d) => d.storyId)), [])
}

/** The download of one story: done (its row), under way (its progress), or neither. */
export function useStoryDownload(story: StorySummary): { done: Download | undefined; progress: DownloadProgress | undefined } {
  const url = downloadUrl(story)
  const done = useLiveQuery(async () => (url ? db.downloads.get(url) : undefined), [url])
  const progress = useStore($downloading)[url ?? '']
  return { done, progress }
}

async function tellWorker(message: ToWorker): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return false
  const registration = await navigator.serviceWorker.getRegistration()
  const worker = navigator.serviceWorker.controller ?? registration?.active
  if (!worker) return false
  worker.postMessage(message)
  return true
}

/** Answers false when there is no service worker to keep the file (it then cannot be offline). */
export async function downloadStory(story: StorySummary): Promise<boolean> {
  const url = downloadUrl(story)
  if (!url) return false
  $downloading.setKey(url, { received: 0, total: 0 })
  if (!(await tellWorker({ type: 'DOWNLOAD_AUDIO', url, storyId: story.id, title: story.title }))) {
    forgetProgress(url)
    return false
  }
  // A download is the clearest sign the person wants this data kept; ask (again) to keep it.
  await navigator.storage?.persisted?.().then((kept) => kept || navigator.storage.persist()).catch(() => false)
  return true
}

export const cancelDownload = (url: string) => void tellWorker({ type: 'CANCEL_DOWNLOAD', url })
export const removeDownload = (url: string) => tellWorker({ type: 'REMOVE_AUDIO', url })
/** Keeps a file for offline without listing it (the background music once it has played). */
export const keepQuietly = (url: string) => tellWorker({ type: 'DOWNLOAD_AUDIO', url: new URL(url, location.origin).href })
export const forget = (url: string) => tellWorker({ type: 'REMOVE_AUDIO', url: new URL(url, location.origin).href })

/** The worker's download messages (app/pwa/register.ts hands them here). */
export function onDownloadMessage(message: FromWorker): void {
  if (message.type === 'AUDIO_DOWNLOAD_PROGRESS') {
    if (message.url in $downloading.get()) $downloading.setKey(message.url, { received: message.received, total: message.total })
  } else if (message.type === 'AUDIO_DOWNLOADED' || message.type === 'AUDIO_DOWNLOAD_FAILED') {
    // Only a download a person started is worth a word (not a quiet keep of background music).
    const asked = message.url in $downloading.get()
    forgetProgress(message.url)
    if (asked && message.type === 'AUDIO_DOWNLOAD_FAILED' && !message.cancelled) $downloadFailure.set({ url: message.url, message: message.message })
  }
}

export interface StorageUse { usage: number; quota: number }

/** How much this origin stores and may store (navigator.storage.estimate), refreshed with `key`. */
export function useStorageUse(key: unknown): StorageUse | undefined {
  return useLiveQuery(async () => {
    await db.downloads.count() // re-read when downloads change
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
    return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : undefined
  }, [key])
}
