// The cover a story waiting on this device to be scheduled (or edited) will have: the picture in
// its newest waiting publish or edit, shown on its Scheduled card until the server has it, as the
// story cards do (story-card/admin-card-controls.tsx).
import { useEffect, useMemo } from 'react'
import type { OutboxEntry } from '../../../db/local/db.ts'
import { waitingCoverOf } from '../story-card/pending-covers.ts'

/** An object URL of the waiting cover, revoked when it changes or the card goes; else undefined. */
export function useWaitingCover(entries: readonly OutboxEntry[] | undefined): string | undefined {
  const cover = waitingCoverOf(entries)
  const url = useMemo(() => (cover ? URL.createObjectURL(cover) : undefined), [cover])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}
