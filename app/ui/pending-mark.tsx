// The mark on a row with a write still on its way (an offline add, an edit, a delete): a few
// words, the whole state in its accessible name, and Retry and Discard once the server refused it.
import { CloudOff, CloudUpload, RotateCw, TriangleAlert } from 'lucide-react'
import type { OutboxEntry } from '../../db/local/db.ts'
import { deliveryStateOf } from '../data/writes/delivery-state.ts'
import { discardChange, retryChange } from '../data/writes/pending-writes.ts'
import { pendingMark } from '../data/writes/write-text.ts'
import { Button } from './button.tsx'

const ICONS = {
  waiting: CloudOff,
  sending: CloudUpload,
  retrying: RotateCw,
  refused: TriangleAlert,
  delivered: CloudUpload,
}

export function PendingMark({
  entries,
  className = '',
}: {
  entries: readonly OutboxEntry[] | undefined
  className?: string
}) {
  const entry = entries?.find((e) => e.status === 'refused') ?? entries?.at(-1)
  if (!entry) return null
  const state = deliveryStateOf(entry)
  const { short, long } = pendingMark(state, entry.label)
  const Icon = ICONS[state.phase]
  const refused = state.phase === 'refused'
  return (
    <span className={`inline-flex flex-wrap items-center gap-1.5 ${className}`}>
      <span
        role="status"
        aria-label={long}
        title={long}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${refused ? 'bg-danger/15 text-danger' : 'bg-accent/15 text-accent'}`}
      >
        <Icon size={12} aria-hidden />
        {short}
      </span>
      {/* The two go together: a narrow card wraps them as one, never Discard alone. */}
      {refused && (
        <span className="inline-flex gap-1.5">
          <Button size="sm" variant="ghost" className="px-2 text-xs" onClick={() => void retryChange(entry.seq!)}>
            Retry
          </Button>
          <Button size="sm" variant="ghost" className="px-2 text-xs" onClick={() => void discardChange(entry.seq!)}>
            Discard
          </Button>
        </span>
      )}
    </span>
  )
}
