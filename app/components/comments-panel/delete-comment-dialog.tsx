// Deleting a comment (stories.md §2, §5): offered to everyone, it asks for the admin password and
// the server decides. A signed-in admin may leave it blank: the session proves who they are.
import { useState, type FormEvent } from 'react'
import { adminFlag } from '../../data/settings.ts'
import { deleteComment } from '../../data/comments.ts'
import { errorText } from '../../lib/error-text.ts'
import { notify } from '../toast/notify.ts'
import { Button } from '../ui/button.tsx'
import { Dialog } from '../ui/dialog.tsx'

export function DeleteCommentDialog({ commentId, onClose }: { commentId: string | null; onClose: () => void }) {
  const isAdmin = adminFlag.use()
  const [password, setPassword] = useState('')
  const [deleting, setDeleting] = useState(false)

  function close() {
    setPassword('')
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!commentId || (!isAdmin && password.trim() === '')) return
    setDeleting(true)
    try {
      await deleteComment(commentId, password)
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
      open={commentId !== null}
      onOpenChange={(open) => { if (!open) close() }}
      locked={deleting}
      title="Delete Comment"
      description={isAdmin ? 'You are signed in as admin. Enter the admin password, or leave it blank to use your session.' : 'Enter the admin password to delete this comment.'}
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
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={deleting} onClick={close}>Cancel</Button>
          <Button type="submit" variant="danger" disabled={deleting || (!isAdmin && password.trim() === '')}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
