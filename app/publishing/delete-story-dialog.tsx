// The admin's confirmation before a story is deleted:
// confirm → Deleting... → done, with the spec's toasts. The delete goes through the outbox: offline
// (or with the server in trouble) the dialog closes at once and the story stays listed with its
// pending mark until the server has deleted it. It cannot be closed while deleting.
import type { StorySummary } from '../../contract/story.ts'
import { queueStoryDelete } from '../library/stories.ts'
import { notify } from '../ui/toast/notify.ts'
import { Button } from '../ui/button.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { useQueuedWrite } from '../ui/use-queued-write.ts'
import { DialogActions } from '../ui/dialog-actions.tsx'

interface DeleteStoryDialogProps {
  story: Pick<StorySummary, 'id' | 'title'>
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function DeleteStoryDialog({ story, open, onOpenChange }: DeleteStoryDialogProps) {
  const remove = useQueuedWrite({
    delivered: () => {
      notify({ title: 'Story deleted successfully!' })
      onOpenChange(false)
    },
    kept: () => onOpenChange(false),
  })
  const deleting = remove.busy

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={deleting}
      title="Delete Story"
      description={`Are you sure you want to delete "${story.title}"? This action cannot be undone.`}
    >
      <DialogActions busy={deleting} onCancel={() => onOpenChange(false)}>
        <Button variant="danger" disabled={deleting} onClick={() => void remove.follow(queueStoryDelete(story))}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
