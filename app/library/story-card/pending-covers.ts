// The cover a story waiting to be published or edited on this device will have: the admin's card
// controls (loaded for the admin only) put the chosen picture's object URL here while its write
// waits, and the card shows it instead of the story's current cover. Visitors never fill it.
import { map } from 'nanostores'
import type { OutboxEntry } from '../../../db/local/db.ts'

export const $pendingCovers = map<Record<string, string | undefined>>({})

/** The picture of the newest waiting publish or edit of a story that carries one (its entries, oldest first). */
export function waitingCoverOf(entries: readonly OutboxEntry[] | undefined): Blob | undefined {
  for (const entry of [...(entries ?? [])].reverse())
    if ((entry.kind === 'story.publish' || entry.kind === 'story.update') && entry.payload.cover)
      return entry.payload.cover
  return undefined
}
