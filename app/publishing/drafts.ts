// The upload and edit forms as the admin leaves them, kept on this device as they change (files
// too, as blobs), so a reload, a crash or a closed tab gives the dialog back exactly.
//
// The form is saved a moment after its last change. Leaving the page within that moment would
// lose the last words typed: an IndexedDB write begun while the page unloads (a reload, a closed
// tab) is dropped by Chromium (player/left-place.ts). So the form's text is also kept then,
// synchronously, in localStorage, and laid over the stored draft when it is next read, until a
// save of that draft has landed.
import type { Draft } from '../../db/local/db.ts'
import { localDb } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export type { Draft }

export const NEW_STORY_DRAFT = 'new'
export const editDraftId = (storyId: string) => `edit:${storyId}`

/** The text of a form as it was when the page went away, and when. */
interface LeftFields {
  fields: Record<string, string>
  at: string
}

const leftKey = (id: string) => `draft-left:${id}`

/** What was kept at the last leave for draft `id` (undefined when nothing, or storage is refused). */
function readLeftFields(id: string): LeftFields | undefined {
  try {
    const left = JSON.parse(localStorage.getItem(leftKey(id)) ?? 'null') as Partial<LeftFields> | null
    const fields = left?.fields
    if (!left || typeof left.at !== 'string' || !fields || typeof fields !== 'object') return undefined
    return Object.values(fields).every((value) => typeof value === 'string') ? { fields, at: left.at } : undefined
  } catch {
    return undefined
  }
}

function forgetLeftFields(id: string, savedAt?: string): void {
  try {
    const left = readLeftFields(id)
    // A leave after this save began keeps its own, newer, text.
    if (!savedAt || !left || left.at <= savedAt) localStorage.removeItem(leftKey(id))
  } catch {
    /* nothing was kept */
  }
}

/** Whether draft `id` was read with text kept at a leave, which it is yet to save. */
export const hasLeftFields = (id: string): boolean => readLeftFields(id) !== undefined

/** undefined while reading; null when there is no draft. */
export function useDraft(id: string): Draft | null | undefined {
  return useLocalQuery(
    async (db) => {
      const stored = (await db.drafts.get(id)) ?? null
      const left = readLeftFields(id)
      if (!left || (stored && stored.updatedAt >= left.at)) return stored
      return { ...(stored ?? { id }), fields: left.fields, updatedAt: left.at }
    },
    [id],
  )
}

export async function saveDraft(draft: Omit<Draft, 'updatedAt'>): Promise<void> {
  const updatedAt = new Date().toISOString()
  await (await localDb()).drafts.put({ ...draft, updatedAt })
  forgetLeftFields(draft.id, updatedAt)
}

/**
 * The page is going away (hidden, or unloading) with a change not yet saved: its text is kept at
 * once where a reload finds it, and the whole draft is saved, which lands if the page lives on.
 */
export function saveDraftOnLeave(draft: Omit<Draft, 'updatedAt'>): void {
  try {
    localStorage.setItem(
      leftKey(draft.id),
      JSON.stringify({ fields: draft.fields, at: new Date().toISOString() } satisfies LeftFields),
    )
  } catch {
    /* storage refused: the save below is all there is */
  }
  void saveDraft(draft)
}

export async function clearDraft(id: string): Promise<void> {
  await (await localDb()).drafts.delete(id)
  forgetLeftFields(id)
}
