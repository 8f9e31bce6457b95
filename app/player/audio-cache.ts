// The server's in-memory cache of proxied legacy story audio, for the Audio
// Settings dialog: its status (fetched when shown, then every 30 s while shown), the warm-up of the
// newest stories' legacy links, and the admin's clear. Failures reach the caller, which words them.
import { useEffect } from 'react'
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'
import { api } from '../../client/api-client.ts'
import type { AudioCacheStatus, AudioCacheWarmupResult } from '../../contract/audio.ts'
import type { StorySummary } from '../../contract/story.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { legacyAudioUrl, storiesToWarm } from './legacy-audio.ts'
import { MAX_WARMUP_URLS } from '../../contract/limits.ts'

export type { AudioCacheStatus, AudioCacheWarmupResult }

/** The proxy cache's status is asked again every 30 s. */
export const STATUS_POLL_MS = 30_000

export type AudioCacheState =
  | { state: 'loading' }
  | { state: 'ready'; status: AudioCacheStatus }
  /** The server could not be asked (offline) or did not answer. */
  | { state: 'unavailable' }

const $status = atom<AudioCacheState>({ state: 'loading' })
let latest = 0

/** Asks the server again; an answer that arrives after a newer request's is dropped. */
export async function refreshAudioCacheStatus(): Promise<void> {
  const request = ++latest
  const next: AudioCacheState = await api.getAudioCacheStatus().then(
    (status) => ({ state: 'ready', status }),
    () => ({ state: 'unavailable' }),
  )
  if (request === latest) $status.set(next)
}

/** The status, kept fresh while the calling component is shown. */
export function useAudioCacheStatus(): AudioCacheState {
  useEffect(() => {
    void refreshAudioCacheStatus()
    const timer = setInterval(() => void refreshAudioCacheStatus(), STATUS_POLL_MS)
    return () => clearInterval(timer)
  }, [])
  return useStore($status)
}

/** The stories whose legacy audio a warm-up would ask for, newest first (undefined while reading). */
export function useStoriesToWarm(): { story: StorySummary; url: string }[] | undefined {
  // Newest first, reading only until enough stories with a legacy link are found.
  const stories = useLocalQuery(
    (db) =>
      db.stories
        .orderBy('createdAt')
        .reverse()
        .filter((s) => legacyAudioUrl(s) !== null)
        .limit(MAX_WARMUP_URLS)
        .toArray(),
    [],
  )
  return stories && storiesToWarm(stories)
}

/** Warms the given legacy links (at most MAX_WARMUP_URLS); throws when the call itself fails. */
export async function warmAudioCache(audioUrls: string[]): Promise<AudioCacheWarmupResult> {
  try {
    return await api.warmAudioCache({ body: { audioUrls } })
  } finally {
    void refreshAudioCacheStatus()
  }
}

/** The admin's clear (the server enforces it): answers how many files were dropped. */
export async function clearAudioCache(): Promise<number> {
  try {
    return (await api.clearAudioCache()).cleared
  } finally {
    void refreshAudioCacheStatus()
  }
}
