// "Highlights & notes" of the story being read (opened from the reader's header): each in reading
// order, its quote a link to its passage (the nearest paragraph for a passage that changed), the
// story's export as Markdown or Web Annotations, and Delete all, asked once more.
import { useMemo, useState } from 'react'
import type { StorySummary } from '../../contract/story.ts'
import type { PassageTexts } from '../reader/passage-texts.ts'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { deleteStoryAnnotations, useStoryAnnotations } from './annotations.ts'
import { downloadNotes, fileSlug, type ExportKind } from './download-notes.ts'
import { NoteList } from './note-list.tsx'
import { noteHash, placeNotes, type PlacedNote } from './note-places.ts'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  story: StorySummary
  /** The story's paragraphs, read by the reader (which has the Markdown reader at hand). */
  paragraphs: PassageTexts
}

/** Follows a passage's link on this page: the reader's places mark it (the same one again, too). */
function goToPassage(hash: string): void {
  if (location.hash === `#${hash}`) window.dispatchEvent(new HashChangeEvent('hashchange'))
  else location.hash = hash
}

export function StoryNotesDialog({ open, onOpenChange, story, paragraphs }: Props) {
  const annotations = useStoryAnnotations(story.id)
  const notes = useMemo(() => annotations && placeNotes(annotations, paragraphs), [annotations, paragraphs])
  const [confirming, setConfirming] = useState(false)

  const go = (placed: PlacedNote) => {
    const hash = noteHash(placed)
    onOpenChange(false)
    // Once the dialog has closed (and let the page scroll again).
    if (hash) setTimeout(() => goToPassage(hash), 0)
  }
  const exportAs = (kind: ExportKind) =>
    notes && downloadNotes(kind, [{ title: story.title, notes }], `notes-${fileSlug(story.title)}`)
  const deleteAll = async () => {
    try {
      await deleteStoryAnnotations(story.id)
      notify({ title: 'Highlights & notes deleted' })
    } catch (error) {
      notify({
        title: 'Not deleted',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    } finally {
      setConfirming(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Highlights & notes" wide>
      {notes?.length === 0 && (
        <p className="text-sm text-muted">None yet. Select words in the story to highlight them or add a note.</p>
      )}
      {notes && notes.length > 0 && (
        <div className="flex flex-col gap-4">
          <NoteList
            notes={notes}
            quoteLink={(placed, quote) => (
              <a
                href={`#${noteHash(placed) ?? ''}`}
                onClick={(event) => {
                  event.preventDefault()
                  go(placed)
                }}
                className="rounded hover:underline"
              >
                {quote}
              </a>
            )}
          />
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
            <Button size="sm" onClick={() => exportAs('markdown')}>
              Export Markdown
            </Button>
            <Button size="sm" onClick={() => exportAs('json')}>
              Export JSON
            </Button>
            {confirming ? (
              <div
                role="group"
                aria-label="Delete all"
                className="flex w-full flex-wrap items-center justify-end gap-2"
              >
                <p className="mr-auto text-sm">Delete all {notes.length} of this story’s highlights and notes?</p>
                <Button size="sm" autoFocus onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button size="sm" variant="danger" onClick={() => void deleteAll()}>
                  Delete all
                </Button>
              </div>
            ) : (
              <Button size="sm" className="ml-auto" onClick={() => setConfirming(true)}>
                Delete all
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  )
}
