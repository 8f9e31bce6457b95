// The admin's confirmation before a story is deleted (stories.md §2 Dialogs, §4 Delete story):
// confirm → Deleting... → done, with the spec's toasts. It cannot be closed while deleting.
import { useState } from 'react'
import type { StorySummary } from '../../db/schema/story.ts'
import { deleteStory } from '../data/stories.ts'
import { errorText } from '../lib/error-text.ts'
import { notify } from './toast/notify.ts'
import { Button } from './ui/button.tsx'
import { Dialog } from './ui/dialog.tsx'

interface DeleteStoryDialogProps {
  story: Pick<StorySummary, 'id' | 'title'>
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function DeleteStoryDialog({ story, open, onOpenChange }: DeleteStoryDialogProps) {
  const [deleting, setDeleting] = useState(false)

  async function confirm() {
    setDeleting(true)
    try {
      await deleteStory(story.id)
      notify({ title: 'Story deleted successfully!' })
      onOpenChange(false)
    } catch (error) {
      notify({ ...errorText.deleteStory(error), variant: 'destructive' })
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={deleting}
      title="Delete Story"
      description={`Are you sure you want to delete "${story.title}"? This action cannot be undone.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={deleting} onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button variant="danger" disabled={deleting} onClick={() => void confirm()}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  )
}
