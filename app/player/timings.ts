// A story's narration timings as the reader uses them: the text kept on this device (the data
// worker fetches every story's after a sync, app/sync/timings-prefetch.ts), else fetched once now and kept.
import { useEffect } from 'react'
import { fetchTimingsText } from '../../client/timings-text.ts'
import type { StorySummary } from '../../contract/story.ts'
import type { TimingKind } from '../../story-text/webvtt.ts'
import { localDb } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export const timingsUrl = (story: StorySummary, kind: TimingKind): string | undefined =>
  story.timings.find((timing) => timing.kind === kind)?.url

/** The WebVTT text at `url`: undefined while reading, null when it is not here and cannot be fetched. */
export function useTimingsText(url: string | undefined): string | null | undefined {
  const kept = useLocalQuery(async (db) => (url ? ((await db.timings.get(url))?.text ?? null) : null), [url])
  useEffect(() => {
    if (!url || kept !== null) return
    const stop = new AbortController()
    void fetchTimingsText(url, stop.signal)
      .then(async (text) => (await localDb()).timings.put({ url, text }))
      .catch(() => {
        /* offline and not kept yet: read-along waits for the next sync */
      })
    return () => stop.abort()
  }, [url, kept])
  return url ? kept : null
}
