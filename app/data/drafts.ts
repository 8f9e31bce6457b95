// The upload and edit forms as the admin leaves them, kept on this device as they change (files
// too, as blobs), so a reload, a crash or a closed tab gives the dialog back exactly.
import type { Draft } from '../../db/local/db.ts'
import { localDb } from './queries/local-db.ts'
import { useLocalQuery } from './queries/use-local-query.ts'

export type { Draft }

export const NEW_STORY_DRAFT = 'new'
export const editDraftId = (storyId: string) => `edit:${storyId}`

/** undefined while reading; null when there is no draft. */
export function useDraft(id: string): Draft | null | undefined {
  return useLocalQuery(async (db) => (await db.drafts.get(id)) ?? null, [id])
}

export async function saveDraft(draft: Omit<Draft, 'updatedAt'>): Promise<void> {
  await (await localDb()).drafts.put({ ...draft, updatedAt: new Date().toISOString() })
}

export async function clearDraft(id: string): Promise<void> {
  await (await localDb()).drafts.delete(id)
}
