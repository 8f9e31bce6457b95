// Notes (/notes): every highlight and note on this device, newest first, across stories; searched
// by quote, note and story title; each quote links to its passage in the reader. Read from the
// device alone, so all of it works offline. Exports everything as Markdown or Web Annotations.
import { useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Download, Highlighter, Search } from 'lucide-react'
import { Button, buttonClass } from '../ui/button.tsx'
import { FIELD } from '../ui/form-controls.tsx'
import { useNotesShelf, type NotesShelf } from './annotations.ts'
import { downloadNotes, type ExportKind } from './download-notes.ts'
import { NoteList } from './note-list.tsx'
import { noteHash, unplacedNote, type PlacedNote } from './note-places.ts'
import { filterNotes } from './notes-search.ts'
import { useShelfPlaces } from './use-shelf-places.ts'

/** A story the device no longer has (deleted on the server): its notes stay, under this name. */
const GONE_TITLE = 'A story no longer on this device'

interface ShownNote extends PlacedNote {
  title: string
  quote: string
  note: string
}

/** Every note, newest first, placed in its story (once its place is known), with what the search reads. */
function shownNotes(shelf: NotesShelf, places: ReadonlyMap<string, PlacedNote> | null | undefined): ShownNote[] {
  return shelf.annotations.map((annotation) => ({
    ...(places?.get(annotation.id) ?? unplacedNote(annotation)),
    title: shelf.titles.get(annotation.storyId) ?? GONE_TITLE,
    quote: annotation.selector.exact,
    note: annotation.note,
  }))
}

/** Stories in title order, each with its notes in reading order, for the exports. */
function byStory(notes: readonly ShownNote[]) {
  const groups = new Map<string, ShownNote[]>()
  for (const note of notes) groups.set(note.annotation.storyId, [...(groups.get(note.annotation.storyId) ?? []), note])
  return [...groups.values()]
    .map((group) => ({
      title: group[0]!.title,
      notes: group.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]),
    }))
    .sort((a, b) => a.title.localeCompare(b.title))
}

export function NotesPage() {
  const shelf = useNotesShelf()
  const places = useShelfPlaces(shelf)
  const [query, setQuery] = useState('')
  const all = useMemo(() => shelf && shownNotes(shelf, places), [shelf, places])
  const shown = useMemo(() => all && filterNotes(all, query), [all, query])
  const exportAs = (kind: ExportKind) => all && downloadNotes(kind, byStory(all), 'highlights-and-notes')

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Notes</h1>
        <p className="text-muted">
          {all ? `${all.length} ${all.length === 1 ? 'highlight' : 'highlights'}, kept on this device` : '\u00a0'}
        </p>
      </header>
      {all?.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
          <Highlighter size={40} aria-hidden className="text-muted" />
          <p className="font-semibold">No highlights or notes yet</p>
          <p className="text-sm text-muted">Select words in a story to highlight them or add a note.</p>
          <Link to="/library" className={buttonClass('primary')}>
            Go to My Library
          </Link>
        </div>
      )}
      {all && all.length > 0 && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="relative flex-1">
              <Search
                size={16}
                aria-hidden
                className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
              />
              <input
                type="search"
                aria-label="Search notes"
                placeholder="Search notes"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className={`${FIELD} pl-9`}
              />
            </div>
            <div className="flex gap-2">
              {/* Their links name each passage once the notes are placed (use-shelf-places.ts). */}
              <Button size="sm" disabled={places === undefined} onClick={() => exportAs('markdown')}>
                <Download size={14} aria-hidden /> Export Markdown
              </Button>
              <Button size="sm" disabled={places === undefined} onClick={() => exportAs('json')}>
                <Download size={14} aria-hidden /> Export JSON
              </Button>
            </div>
          </div>
          <h2 className="sr-only">Highlights and notes</h2>
          {shown?.length === 0 && <p className="text-muted">Nothing matches “{query.trim()}”.</p>}
          {shown && (
            <NoteList
              notes={shown}
              storyTitle={(placed) => placed.title}
              quoteLink={(placed, quote) => (
                <Link
                  to="/read/$id"
                  params={{ id: placed.annotation.storyId }}
                  hash={noteHash(placed)}
                  className="rounded hover:underline"
                >
                  {quote}
                </Link>
              )}
            />
          )}
        </>
      )}
    </div>
  )
}
