// Which publish dialog is open (a new story, or the edit of one), opened from the header and the
// cards; the dialog's code loads only when the admin first opens it, never for readers. While the
// admin is signed in, the Word reader is fetched ahead of need, for publishing offline.
import { lazy, Suspense, useEffect } from 'react'
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'
import { useIsAdmin } from '../settings/settings.ts'
import { warmWordReader } from './warm-word-reader.ts'

const StoryDialog = lazy(async () => ({ default: (await import('./story-dialog.tsx')).StoryDialog }))

export const $storyDialog = atom<{ mode: 'create' } | { mode: 'edit'; storyId: string } | null>(null)
export const openUploadStory = () => $storyDialog.set({ mode: 'create' })
export const openEditStory = (storyId: string) => $storyDialog.set({ mode: 'edit', storyId })

export function StoryDialogHost() {
  const target = useStore($storyDialog)
  const isAdmin = useIsAdmin()
  useEffect(() => {
    if (isAdmin) warmWordReader()
  }, [isAdmin])
  if (!target) return null
  const storyId = target.mode === 'edit' ? target.storyId : undefined
  return (
    <Suspense fallback={null}>
      <StoryDialog key={storyId ?? 'new'} storyId={storyId} onClose={() => $storyDialog.set(null)} />
    </Suspense>
  )
}
