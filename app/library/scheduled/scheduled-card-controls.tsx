// The Scheduled card's buttons (issue 61): Edit, Publish now (confirmed first: it cannot be taken
// back), Unschedule (a draft: Schedule…, which opens Edit to pick the hour) and Delete, each through
// the outbox. A new story scheduled offline says "Waiting to schedule", with Edit and Cancel until it
// is sent, as a waiting publish does on a story card (story-card/admin-card-controls.tsx); a change
// on its way shows its mark, and a story being deleted offers nothing more.
import { useState } from 'react'
import { CalendarClock, CalendarX, CloudUpload, Pencil, Send, Trash2, X } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import type { OutboxEntry } from '../../../db/local/db.ts'
import { buttonClass } from '../../ui/button.tsx'
import { PendingMark } from '../../ui/pending-mark.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { useQueuedWrite } from '../../ui/use-queued-write.ts'
import { DeleteStoryDialog } from '../../publishing/delete-story-dialog.tsx'
import { cancelQueuedStory } from '../../publishing/publishing.ts'
import { queueReleaseChange } from '../stories.ts'
import { PublishNowDialog } from './publish-now-dialog.tsx'

type PublishEntry = OutboxEntry & { kind: 'story.publish' }

const BUTTON = buttonClass('secondary', 'sm', 'justify-center px-2 text-xs')

/** A new story that waits on this device to be sent (scheduled offline), with Edit and Cancel. */
export function WaitingToSchedule({ entry, onEdit }: { entry: PublishEntry; onEdit: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span
        className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium text-accent"
        role="status"
      >
        <CloudUpload size={12} aria-hidden />
        {entry.status === 'refused' ? 'Not scheduled' : 'Waiting to schedule'}
      </span>
      <button type="button" className={buttonClass('ghost', 'sm', 'px-1.5 text-xs')} onClick={onEdit}>
        <Pencil size={14} aria-hidden />
        Edit
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'sm', 'px-1.5 text-xs')}
        onClick={() => void cancelQueuedStory(entry.seq!)}
      >
        <X size={14} aria-hidden />
        Cancel
      </button>
    </div>
  )
}

interface ScheduledActionsProps {
  story: StorySummary
  entries: readonly OutboxEntry[] | undefined
  onEdit: () => void
}

/** The card's buttons for a story the server holds, with the mark of a change on its way. */
export function ScheduledActions({ story, entries, onEdit }: ScheduledActionsProps) {
  const [confirming, setConfirming] = useState<'delete' | 'publish' | null>(null)
  const unschedule = useQueuedWrite({
    delivered: () => notify({ title: 'Story unscheduled', description: `"${story.title}" is a draft now.` }),
  })
  const isDeleting = entries?.some((e) => e.kind === 'story.delete') === true
  return (
    <div className="flex flex-col gap-2">
      <PendingMark entries={entries} />
      {!isDeleting && (
        <div className="grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap">
          <button type="button" aria-haspopup="dialog" className={BUTTON} onClick={onEdit}>
            <Pencil size={14} aria-hidden />
            Edit
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            className={BUTTON}
            disabled={unschedule.busy}
            onClick={() => setConfirming('publish')}
          >
            <Send size={14} aria-hidden />
            Publish now
          </button>
          {story.status === 'scheduled' ? (
            <button
              type="button"
              className={BUTTON}
              disabled={unschedule.busy}
              onClick={() => void unschedule.follow(queueReleaseChange(story, 'unschedule'))}
            >
              <CalendarX size={14} aria-hidden />
              Unschedule
            </button>
          ) : (
            <button type="button" aria-haspopup="dialog" className={BUTTON} onClick={onEdit}>
              <CalendarClock size={14} aria-hidden />
              Schedule…
            </button>
          )}
          <button
            type="button"
            aria-haspopup="dialog"
            className={`${BUTTON} text-danger! hover:border-danger`}
            onClick={() => setConfirming('delete')}
          >
            <Trash2 size={14} aria-hidden />
            Delete
          </button>
        </div>
      )}
      <PublishNowDialog
        story={story}
        open={confirming === 'publish'}
        onOpenChange={(open) => setConfirming(open ? 'publish' : null)}
      />
      <DeleteStoryDialog
        story={story}
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
      />
    </div>
  )
}
