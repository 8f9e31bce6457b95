// The admin's Edit and Delete on a card (admin-card-actions.tsx loads this for the admin only):
// Edit opens the edit dialog, Delete asks for confirmation first. A story waiting to be published
// or edited on this device says so, and its publish can be cancelled until it is sent; an edit or a
// delete on its way shows its mark.
import { useEffect, useState } from 'react'
import { CloudUpload, Pencil, Trash2, X } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import { buttonClass } from '../../ui/button.tsx'
import { DeleteStoryDialog } from '../../publishing/delete-story-dialog.tsx'
import { openEditStory, openUploadStory } from '../../publishing/story-dialog-host.tsx'
import { PendingMark } from '../../ui/pending-mark.tsx'
import { cancelQueuedStory, reopenQueuedStory } from '../../publishing/publishing.ts'
import { resourceKey, usePendingWrites } from '../../data/writes/pending-writes.ts'
import { $pendingCovers, waitingCoverOf } from './pending-covers.ts'

/** While a publish or an edit with a new cover waits, the card shows that cover. */
function useShownPendingCover(storyId: string, cover: Blob | undefined): void {
  useEffect(() => {
    if (!cover) return
    const url = URL.createObjectURL(cover)
    $pendingCovers.setKey(storyId, url)
    return () => {
      if ($pendingCovers.get()[storyId] === url) $pendingCovers.setKey(storyId, undefined)
      URL.revokeObjectURL(url)
    }
  }, [storyId, cover])
}

export function AdminCardControls({ story }: { story: StorySummary }) {
  const [confirming, setConfirming] = useState(false)
  const entries = usePendingWrites().get(resourceKey('story', story.id))
  const pending = entries?.[0]
  useShownPendingCover(story.id, waitingCoverOf(entries))
  if (pending?.kind === 'story.publish') {
    return (
      <div className="flex flex-wrap items-center gap-1.5">
        <span
          className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium text-accent"
          role="status"
        >
          <CloudUpload size={12} aria-hidden />
          {pending.status === 'refused' ? 'Not published' : 'Waiting to publish'}
        </span>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'px-1.5 text-xs')}
          onClick={() => void reopenQueuedStory(pending.seq!).then(openUploadStory)}
        >
          <Pencil size={14} aria-hidden />
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'px-1.5 text-xs')}
          onClick={() => void cancelQueuedStory(pending.seq!)}
        >
          <X size={14} aria-hidden />
          Cancel publish
        </button>
      </div>
    )
  }
  // A story being deleted offers nothing more until the server has it (its mark says so).
  const isDeleting = entries?.some((e) => e.kind === 'story.delete') === true
  return (
    <div className="flex flex-wrap gap-1.5">
      <PendingMark entries={entries} className="w-full" />
      {!isDeleting && (
        <>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'flex-1 justify-center px-1.5 text-xs')}
            onClick={() => openEditStory(story.id)}
          >
            <Pencil size={14} aria-hidden />
            Edit
          </button>
          <button
            type="button"
            className={buttonClass(
              'secondary',
              'sm',
              'flex-1 justify-center px-1.5 text-xs text-danger! hover:border-danger',
            )}
            onClick={() => setConfirming(true)}
          >
            <Trash2 size={14} aria-hidden />
            Delete
          </button>
        </>
      )}
      <DeleteStoryDialog story={story} open={confirming} onOpenChange={setConfirming} />
    </div>
  )
}
