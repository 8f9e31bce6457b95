// Deleting a comment: offered to everyone, it asks for the admin password and
// the server decides. A signed-in admin may leave it blank: the session proves who they are, and
// the delete then goes through the outbox (offline it closes at once; the comment stays listed with
// its pending mark until the server has it). A typed password is never kept on the device, so a
// delete with one needs the network, and the dialog says so before anyone tries.
import { useState, type FormEvent } from 'react'
import { useIsAdmin } from '../settings/settings.ts'
import { deleteCommentWithPassword, queueCommentDelete, type LocalComment } from './comments.ts'
import { useSyncStatus } from '../data/sync-status.ts'
import { errorText } from '../lib/error-text.ts'
import { passwordNeedsNetwork } from '../data/writes/write-text.ts'
import { notify } from '../ui/toast/notify.ts'
import { Button } from '../ui/button.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { useQueuedWrite } from '../ui/use-queued-write.ts'
import { DialogActions } from '../ui/dialog-actions.tsx'

export function DeleteCommentDialog({ comment, onClose }: { comment: LocalComment | null; onClose: () => void }) {
  const isAdmin = useIsAdmin()
  const { online } = useSyncStatus()
  const [password, setPassword] = useState('')
  const [deleting, setDeleting] = useState(false)
  const close = () => {
    setPassword('')
    onClose()
  }
  const queued = useQueuedWrite({
    delivered: () => {
      notify({ title: 'Comment Deleted' })
      close()
    },
    kept: close,
  })
  const usesPassword = !isAdmin || password.trim() !== ''
  const busy = deleting || queued.busy

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!comment || (!isAdmin && password.trim() === '')) return
    if (!usesPassword) return queued.follow(queueCommentDelete(comment))
    setDeleting(true)
    try {
      await deleteCommentWithPassword(comment.id, password)
      notify({ title: 'Comment Deleted' })
      close()
    } catch (error) {
      notify({ ...errorText.deleteComment(error), variant: 'destructive' })
      setPassword('')
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Dialog
      open={comment !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      locked={busy}
      title="Delete Comment"
      description={
        isAdmin
          ? 'You are signed in as admin. Enter the admin password, or leave it blank to use your session.'
          : 'Enter the admin password to delete this comment.'
      }
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Admin password
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="rounded-lg border border-border bg-bg px-3 py-2 text-text focus-visible:border-accent"
          />
        </label>
        {usesPassword && !online && (
          <p role="status" className="text-sm text-muted">
            {passwordNeedsNetwork()}
          </p>
        )}
        <DialogActions busy={busy} onCancel={close}>
          <Button
            type="submit"
            variant="danger"
            disabled={busy || (!isAdmin && password.trim() === '') || (usesPassword && !online)}
          >
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
