// One highlight or note in a list (a story's, in the reader; every story's, on the Notes screen):
// its quote, linking to its passage, "Passage changed" when its words were edited, its note, its
// colour and day, and Edit note (Add note) and Delete. A note (up to 2,000 characters of the
// reader's own words) is deleted only once asked again; a bare highlight at once.
import { useState, type ReactNode } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { COLOUR_NAMES, HIGHLIGHT_SWATCHES } from '../reader/highlight-colours.ts'
import type { PlacedNote } from './note-places.ts'

interface Props {
  placed: PlacedNote
  /** The story's title, where notes of many stories are listed. */
  storyTitle?: string
  /** The quote as a link to its passage. */
  quoteLink: (quote: ReactNode) => ReactNode
  onEdit: () => void
  onDelete: () => void
}

const written = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })

export function NoteItem({ placed, storyTitle, quoteLink, onEdit, onDelete }: Props) {
  const { annotation, status } = placed
  const edit = annotation.note ? 'Edit note' : 'Add note'
  const [confirming, setConfirming] = useState(false)
  return (
    <li data-testid="note-item" className="flex gap-3 rounded-xl border border-border bg-surface p-3">
      <span
        aria-hidden
        className="w-1.5 shrink-0 rounded-full"
        style={{ backgroundColor: HIGHLIGHT_SWATCHES[annotation.colour] }}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {storyTitle !== undefined && (
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{storyTitle}</p>
        )}
        {quoteLink(
          <span className="line-clamp-4 whitespace-pre-line font-serif italic">“{annotation.selector.exact}”</span>,
        )}
        {status === 'changed' && (
          <p className="w-fit rounded-full border border-danger/60 px-2 py-0.5 text-xs font-semibold text-danger">
            Passage changed
          </p>
        )}
        {annotation.note && <p className="whitespace-pre-line break-words text-sm">{annotation.note}</p>}
        <div className="-mb-1.5 -mr-1.5 flex flex-wrap items-center justify-end gap-y-1">
          <p className="mr-auto text-xs text-muted">
            {COLOUR_NAMES[annotation.colour]} · {written(annotation.createdAt)}
          </p>
          {confirming ? (
            <>
              <span className="mr-1 text-sm">Delete this note?</span>
              <Button size="sm" variant="danger" onClick={onDelete}>
                Delete
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <>
              <Button size="icon" variant="ghost" aria-label={edit} title={edit} onClick={onEdit}>
                <Pencil size={16} aria-hidden />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label="Delete"
                title="Delete"
                onClick={() => (annotation.note ? setConfirming(true) : onDelete())}
              >
                <Trash2 size={16} aria-hidden />
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  )
}
