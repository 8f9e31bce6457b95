// One comment: name (cut short if long), how long ago, the text, and its delivery state when it
// is still on its way (pending: "Sending…", with the server's reason when it asked us to wait;
// refused: "Not delivered", retried from the sync indicator).
import { Trash2 } from 'lucide-react'
import type { LocalComment } from '../../data/comments.ts'
import { formatRelativeTime } from '../../lib/relative-time.ts'

interface CommentItemProps {
  comment: LocalComment
  now: number
  onDelete: () => void
}

export function CommentItem({ comment, now, onDelete }: CommentItemProps) {
  return (
    <li className="rounded-lg bg-surface-2 p-2.5 text-sm" data-testid="comment">
      <div className="flex items-center gap-2">
        <span className="min-w-0 truncate font-medium" title={comment.userName}>{comment.userName}</span>
        <time dateTime={comment.createdAt} className="shrink-0 text-xs text-muted">{formatRelativeTime(comment.createdAt, now)}</time>
        {comment.status === 'pending' && <span className="shrink-0 text-xs italic text-muted">Sending…</span>}
        {comment.status === 'failed' && (
          <span className="shrink-0 text-xs text-danger" title="Retry it from the sync indicator">Not delivered</span>
        )}
        {comment.status === 'sent' && (
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
      {comment.status === 'pending' && comment.note && (
        <p role="status" className="mt-1 text-xs text-muted">{comment.note}</p>
      )}
    </li>
  )
}
