// The story text for the reader: from this device when it is there; otherwise fetched once (and
// again when the network comes back), so the reader can tell "loading" from "not downloaded".
import { useEffect, useState } from 'react'
import { useStoryContent, useStoryContentOnDevice } from '../library/stories.ts'
import { useSyncStatus } from '../data/sync-status.ts'
import { openStoryContent, type OpenResult } from '../library/stories.ts'

export type ReaderContent =
  | { status: 'loading' }
  | { status: 'ready'; content: string }
  /** Offline, or the server could not be reached, and the text never reached this device. */
  | { status: 'not-downloaded' }
  /** The server has no such story. */
  | { status: 'missing' }

export function useReaderContent(id: string): ReaderContent {
  const content = useStoryContent(id)
  // A story opened from the server's drawn screen is stored on the device as any opened story is.
  const onDevice = useStoryContentOnDevice(id)
  const { online } = useSyncStatus()
  const [fetched, setFetched] = useState<{ id: string; result: OpenResult | 'fetching' } | null>(null)
  const needsFetch = onDevice === null

  useEffect(() => {
    if (!needsFetch || !online) return
    let cancelled = false
    setFetched({ id, result: 'fetching' })
    void openStoryContent(id).then((result) => {
      if (!cancelled) setFetched({ id, result })
    })
    return () => {
      cancelled = true
    }
  }, [id, needsFetch, online])

  if (content === undefined) return { status: 'loading' }
  if (content !== null) return { status: 'ready', content }
  const result = fetched?.id === id ? fetched.result : undefined
  if (result === 'missing') return { status: 'missing' }
  if (!online || result === 'unreachable') return { status: 'not-downloaded' }
  return { status: 'loading' }
}
