// Writing a comment: an optional name (pre-filled with the last one used) and the text. Posting
// keeps it on this device first, so it shows at once and is delivered when the network allows;
// "Comment Added" is said once the server has it, and a comment that has to wait says why first.
import { useState, type FormEvent } from 'react'
import { COMMENT_MAX, NAME_MAX } from '../../contract/limits.ts'
import { postComment } from './comments.ts'
import { whenSettled, WRITE_PATIENCE_MS } from '../data/writes/delivery-state.ts'
import { commentName } from '../settings/settings.ts'
import { notify } from '../ui/toast/notify.ts'
import { errorText } from '../lib/error-text.ts'
import { commentKept } from '../data/writes/write-text.ts'
import { Button } from '../ui/button.tsx'

const FIELD =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-text placeholder:text-muted focus-visible:border-accent'

const added = () => notify({ title: 'Comment Added', description: 'Your comment has been posted successfully!' })

/**
 * A refusal is told once for every write (app/data/writes/refusals.ts); here the good news, and why it
 * waits: offline, or the server's own reason (a rate limit says when the comment goes).
 */
async function tellWhenPosted(seq: number): Promise<void> {
  const first = await whenSettled(seq, ['sending'], WRITE_PATIENCE_MS)
  if (first.phase === 'delivered') return added()
  if (first.phase === 'refused') return
  notify(commentKept(first))
  if ((await whenSettled(seq, ['sending', 'waiting', 'retrying'])).phase === 'delivered') added()
}

export function CommentForm({ storyId }: { storyId: string }) {
  const [name, setName] = useState(() => commentName.read())
  const [text, setText] = useState('')
  const [posting, setPosting] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (text.trim() === '' || posting) return
    setPosting(true)
    try {
      const posted = await postComment(storyId, { userName: name, content: text.trim() })
      setText('')
      void tellWhenPosted(posted.outboxSeq)
    } catch {
      notify({ ...errorText.postComment(), variant: 'destructive' })
    } finally {
      setPosting(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <input
        aria-label="Your name"
        placeholder="Your name (optional)"
        maxLength={NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        className={FIELD}
      />
      <textarea
        aria-label="Your comment"
        placeholder="Share your thoughts..."
        maxLength={COMMENT_MAX}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={`${FIELD} resize-y`}
      />
      <Button type="submit" variant="primary" size="sm" className="self-end" disabled={text.trim() === '' || posting}>
        {posting ? 'Posting...' : 'Post'}
      </Button>
    </form>
  )
}
