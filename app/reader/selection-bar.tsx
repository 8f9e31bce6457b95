// What can be done with selected words of the story (issue 59, and sharing from issue 25): highlight
// them in one of four colours, add a note, or share a link to their paragraph. Docked at the
// screen's foot (reader-places.tsx), away from where iOS and Android draw their own menu (above or
// below the selection) and its handles; a mouse press on it keeps the selection, and what was
// selected is kept a moment for a tap that clears it first (use-selected-passage.ts).
import { useState } from 'react'
import { Highlighter, Share2, StickyNote } from 'lucide-react'
import type { StorySummary } from '../../contract/story.ts'
import { HIGHLIGHT_COLOURS, type HighlightColour } from '../../db/local/types.ts'
import type { QuoteSelector } from '../../story-text/annotation-anchors.ts'
import { addAnnotation } from '../notes/annotations.ts'
import { NoteDialog } from '../notes/note-dialog.tsx'
import { notify } from '../ui/toast/notify.ts'
import { shareUrl } from '../ui/share.ts'
import { openingWords } from './opening-words.ts'
import { parsePassage, passageLink } from './story-place.ts'
import { COLOUR_NAMES, HIGHLIGHT_SWATCHES } from './highlight-colours.ts'
import { READER } from './reader-theme.ts'
import { useSelectedPassage } from './use-selected-passage.ts'

const ROUND = 'inline-flex h-11 shrink-0 items-center justify-center rounded-full'

/** Shares a link to the paragraph with its first words: the share sheet, else copied. */
function sharePassage(story: StorySummary, paragraph: HTMLElement) {
  const passage = parsePassage(paragraph.id)
  if (!passage) return
  void shareUrl(
    {
      title: story.title,
      text: `“${openingWords(paragraph.textContent ?? '')}”`,
      url: passageLink(location.origin, story.id, passage),
    },
    'Passage link copied to clipboard',
  )
}

const failed = (error: unknown) =>
  notify({
    title: 'Not saved',
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  })

export function SelectionBar({ story }: { story: StorySummary }) {
  const { selected, dismiss } = useSelectedPassage()
  const [noteFor, setNoteFor] = useState<QuoteSelector | null>(null)

  // Saved is said by the passage itself taking its colour: a toast at the screen's foot would lie
  // over this bar when the next words are selected.
  const done = () => {
    document.getSelection()?.removeAllRanges()
    dismiss()
  }
  const highlight = (selector: QuoteSelector, colour: HighlightColour) =>
    addAnnotation({ storyId: story.id, selector, colour }).then(done, failed)
  const saveNote = async (note: string, colour: HighlightColour) => {
    if (!noteFor) return
    await addAnnotation({ storyId: story.id, selector: noteFor, colour, note })
    done()
  }

  return (
    <>
      {selected && !noteFor && (
        <div
          role="group"
          aria-label="Selected text"
          data-testid="selection-bar"
          // A mouse press here would otherwise clear the selection (and move focus) before the click.
          onMouseDown={(event) => event.preventDefault()}
          className={`pointer-events-auto flex max-w-full items-center gap-0.5 rounded-full border px-1.5 shadow-lg ${READER.menu}`}
        >
          <Highlighter size={18} aria-hidden className={`mx-1.5 shrink-0 ${READER.muted}`} />
          {HIGHLIGHT_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              aria-label={`Highlight ${COLOUR_NAMES[colour].toLowerCase()}`}
              title={`Highlight ${COLOUR_NAMES[colour].toLowerCase()}`}
              onClick={() => void highlight(selected.selector, colour)}
              className={`${ROUND} w-11 ${READER.hover}`}
            >
              <span
                className="size-6 rounded-full border border-black/25"
                style={{ backgroundColor: HIGHLIGHT_SWATCHES[colour] }}
              />
            </button>
          ))}
          <span aria-hidden className="mx-1 h-6 w-px shrink-0 bg-(--reader-line)" />
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setNoteFor(selected.selector)}
            className={`${ROUND} gap-1.5 px-3 text-sm font-semibold ${READER.hover}`}
          >
            <StickyNote size={18} aria-hidden /> Note
          </button>
          <button
            type="button"
            aria-label="Share this passage"
            title="Share this passage"
            onClick={() => sharePassage(story, selected.paragraph)}
            className={`${ROUND} w-11 ${READER.hover}`}
          >
            <Share2 size={18} aria-hidden />
          </button>
        </div>
      )}
      {noteFor && (
        <NoteDialog open onOpenChange={(open) => !open && setNoteFor(null)} quote={noteFor.exact} onSave={saveNote} />
      )}
    </>
  )
}
