// A list of highlights and notes with what can be done to each: follow its quote to its passage,
// edit its note and colour (note-dialog.tsx), delete it. Writes are the device's, done at once.
import { useState, type ReactNode } from 'react'
import { notify } from '../ui/toast/notify.ts'
import { changeAnnotation, deleteAnnotation } from './annotations.ts'
import { NoteDialog } from './note-dialog.tsx'
import { NoteItem } from './note-item.tsx'
import type { PlacedNote } from './note-places.ts'

interface Props<T extends PlacedNote> {
  notes: readonly T[]
  /** The quote as a link to its passage. */
  quoteLink: (placed: T, quote: ReactNode) => ReactNode
  /** Each note's story title, where notes of many stories are listed. */
  storyTitle?: (placed: T) => string
}

const failed = (error: unknown) =>
  notify({
    title: 'Not saved',
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  })

export function NoteList<T extends PlacedNote>({ notes, quoteLink, storyTitle }: Props<T>) {
  const [editing, setEditing] = useState<PlacedNote | null>(null)
  const remove = (placed: PlacedNote) =>
    deleteAnnotation(placed.annotation.id).then(() => notify({ title: 'Highlight deleted' }), failed)
  return (
    <>
      <ul className="flex flex-col gap-3">
        {notes.map((placed) => (
          <NoteItem
            key={placed.annotation.id}
            placed={placed}
            storyTitle={storyTitle?.(placed)}
            quoteLink={(quote) => quoteLink(placed, quote)}
            onEdit={() => setEditing(placed)}
            onDelete={() => void remove(placed)}
          />
        ))}
      </ul>
      {editing && (
        <NoteDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          quote={editing.annotation.selector.exact}
          note={editing.annotation.note}
          colour={editing.annotation.colour}
          onSave={async (note, colour) => {
            await changeAnnotation(editing.annotation.id, { note, colour })
            notify({ title: 'Note saved' })
          }}
        />
      )}
    </>
  )
}
