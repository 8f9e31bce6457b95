// The admin's confirmation before a story not released yet goes out at once (Publish now on its
// Scheduled card): it cannot be taken back, and readers who turned notifications on are told at
// once. Confirmed, it goes through the outbox as any write: offline the dialog closes with
// "Saved on this device" and the card shows it waiting; it cannot be closed while publishing.
import type { StorySummary } from '../../../contract/story.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { DialogActions } from '../../ui/dialog-actions.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { useQueuedWrite } from '../../ui/use-queued-write.ts'
import { queueReleaseChange } from '../stories.ts'

interface PublishNowDialogProps {
  story: Pick<StorySummary, 'id' | 'title'>
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function PublishNowDialog({ story, open, onOpenChange }: PublishNowDialogProps) {
  const publish = useQueuedWrite({
    delivered: () => {
      notify({ title: 'Story published', description: `"${story.title}" is out now.` })
      onOpenChange(false)
    },
    kept: () => onOpenChange(false),
  })
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={publish.busy}
      title="Publish now?"
      description={`"${story.title}" goes out to every reader now, not at its hour, and readers who turned notifications on are told at once. A published story cannot be scheduled again.`}
    >
      <DialogActions busy={publish.busy} onCancel={() => onOpenChange(false)}>
        <Button
          variant="primary"
          disabled={publish.busy}
          onClick={() => void publish.follow(queueReleaseChange(story, 'publish-now'))}
        >
          {publish.busy ? 'Publishing...' : 'Publish now'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
