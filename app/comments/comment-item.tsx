// One comment: name (cut short if long), how long ago, the text, and the mark of a write still on
// its way (its own post, or the admin's delete): waiting, sending, retrying (with the server's
// reason, such as how long until a rate-limited comment goes) or refused, with Retry and Discard.
import { Trash2 } from 'lucide-react'
import type { LocalComment } from './comments.ts'
import type { OutboxEntry } from '../../db/local/db.ts'
import { formatRelativeTime } from '../lib/relative-time.ts'
import { PendingMark } from '../ui/pending-mark.tsx'
import { deliveryStateOf } from '../data/writes/delivery-state.ts'
import { pendingMark } from '../data/writes/write-text.ts'

interface CommentItemProps {
  comment: LocalComment
  now: number
  /** Its writes waiting in the outbox (post or delete). */
  pending?: readonly OutboxEntry[]
  onDelete: () => void
}

export function CommentItem({ comment, now, pending, onDelete }: CommentItemProps) {
  const state = deliveryStateOf(pending?.at(-1))
  const retrying = state.phase === 'retrying' ? state : undefined
  return (
    <li className="rounded-lg bg-surface-2 p-2.5 text-sm" data-testid="comment">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate font-medium" title={comment.userName}>
          {comment.userName}
        </span>
        <time dateTime={comment.createdAt} className="shrink-0 text-xs text-muted">
          {formatRelativeTime(comment.createdAt, now)}
        </time>
        <PendingMark entries={pending} />
        {comment.status === 'sent' && !pending && (
          // Only delivered comments exist on the server, so only they can be deleted there.
          <button
            type="button"
            aria-label={`Delete comment by ${comment.userName}`}
            className="ml-auto shrink-0 rounded p-1 text-muted hover:bg-surface hover:text-danger"
            onClick={onDelete}
          >
            <Trash2 size={14} aria-hidden />
          </button>
        )}
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words">{comment.content}</p>
      {/* Why it waits to be tried again (a rate limit says when it goes), for eyes too. */}
      {retrying && <p className="mt-1 text-xs text-muted">{pendingMark(retrying, '').detail}</p>}
    </li>
  )
}
