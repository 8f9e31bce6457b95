// A story's comments under its card: refreshed from the server when
// opened (the local list shows at once, also offline), newest first in a scrolling list, and the
// form to add one.
import { useEffect, useState } from 'react'
import type { StorySummary } from '../../contract/story.ts'
import { refreshComments, useComments, type LocalComment } from './comments.ts'
import { resourceKey, usePendingWrites } from '../data/writes/pending-writes.ts'
import { Skeleton } from '../ui/skeleton.tsx'
import { CommentItem } from './comment-item.tsx'
import { CommentForm } from './comment-form.tsx'
import { DeleteCommentDialog } from './delete-comment-dialog.tsx'

const TICK_MS = 30_000

/** The current time, renewed every 30 s so "Just now" turns into "1m ago" while open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function CommentsPanel({ story, className = '' }: { story: StorySummary; className?: string }) {
  const comments = useComments(story.id)
  const now = useNow()
  const [deleting, setDeleting] = useState<LocalComment | null>(null)
  const pending = usePendingWrites()

  useEffect(() => {
    // Offline or failing: the comments already on this device are all there is to show.
    refreshComments(story.id).catch(() => undefined)
  }, [story.id])

  return (
    <section aria-label={`Comments on "${story.title}"`} className={`flex flex-col gap-3 p-3 ${className}`}>
      {comments === undefined ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : comments.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted">No comments yet! Be the first to comment.</p>
      ) : (
        <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto pr-1" tabIndex={0} aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              pending={pending.get(resourceKey('comment', comment.id))}
              onDelete={() => setDeleting(comment)}
            />
          ))}
        </ul>
      )}
      <CommentForm storyId={story.id} />
      <DeleteCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
    </section>
  )
}
