// Writing a note on a passage (a new highlight's, or one already kept): the quote it is about, the
// note as plain text with its count against the limit and, past it, what is wrong (note-rule.ts),
// and the highlight's colour. Save keeps it whole or, over the limit, keeps nothing and says why.
import { useId, useRef, useState, type FormEvent } from 'react'
import { HIGHLIGHT_COLOURS, type HighlightColour } from '../../db/local/types.ts'
import { Dialog } from '../ui/dialog.tsx'
import { DialogActions } from '../ui/dialog-actions.tsx'
import { Button } from '../ui/button.tsx'
import { FIELD } from '../ui/form-controls.tsx'
import { COLOUR_NAMES, HIGHLIGHT_SWATCHES } from '../reader/highlight-colours.ts'
import { noteCounter, noteProblem } from './note-rule.ts'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  quote: string
  note?: string
  colour?: HighlightColour
  /** Keeps the note; the dialog closes once it has. */
  onSave: (note: string, colour: HighlightColour) => Promise<void>
}

export function NoteDialog({
  open,
  onOpenChange,
  quote,
  note: initialNote = '',
  colour: initialColour = 'yellow',
  onSave,
}: Props) {
  const [note, setNote] = useState(initialNote)
  const [colour, setColour] = useState(initialColour)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const problem = noteProblem(note)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (problem) return field.current?.focus()
    setBusy(true)
    try {
      await onSave(note, colour)
      onOpenChange(false)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Note" sticky={note !== initialNote} locked={busy}>
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
        <blockquote className="line-clamp-4 whitespace-pre-line border-l-4 border-accent/60 pl-3 text-sm italic text-muted">
          {quote}
        </blockquote>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            Note
          </label>
          <textarea
            ref={field}
            id={`${id}-note`}
            rows={6}
            value={note}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-count ${id}-problem`}
            onChange={(event) => {
              setNote(event.target.value)
              setFailure(null)
            }}
            className={`${FIELD} resize-y ${problem ? 'border-danger focus-visible:border-danger' : ''}`}
          />
          <p id={`${id}-count`} className={`text-right text-xs tabular-nums ${problem ? 'text-danger' : 'text-muted'}`}>
            {noteCounter(note)}
          </p>
          <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
            {problem ?? failure ?? ''}
          </p>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Colour</legend>
          <div className="grid grid-cols-4 gap-2">
            {HIGHLIGHT_COLOURS.map((choice) => (
              <label
                key={choice}
                className="flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-border text-xs has-[:checked]:border-accent has-[:checked]:bg-surface-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
              >
                <input
                  type="radio"
                  name={`${id}-colour`}
                  value={choice}
                  checked={colour === choice}
                  disabled={busy}
                  onChange={() => setColour(choice)}
                  className="sr-only"
                />
                <span
                  aria-hidden
                  className="size-5 rounded-full border border-black/25"
                  style={{ backgroundColor: HIGHLIGHT_SWATCHES[choice] }}
                />
                {COLOUR_NAMES[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
          <Button type="submit" variant="primary" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
