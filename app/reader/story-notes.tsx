// The story's "Highlights & notes", a part of the reader's places: its button, put in the room the
// header keeps for it (reader-slots.ts), and the list it opens. The list, its exports and edits
// load when it is first opened.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { Highlighter } from 'lucide-react'
import type { StorySummary } from '../../contract/story.ts'
import { iconButton } from './reader-theme.ts'
import { STORY_NOTES_SLOT } from './reader-slots.ts'
import { passageTexts } from './passage-texts.ts'

const StoryNotesDialog = lazy(async () => ({
  default: (await import('../notes/story-notes-dialog.tsx')).StoryNotesDialog,
}))

export function StoryNotes({ story, content }: { story: StorySummary; content: string }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  // Read here, where the reader's Markdown reader is at hand: the list's own chunk carries none.
  const paragraphs = useMemo(() => open && passageTexts(content), [open, content])
  useEffect(() => setSlot(document.getElementById(STORY_NOTES_SLOT)), [])
  return (
    <>
      {slot &&
        createPortal(
          <button
            type="button"
            aria-label="Highlights & notes"
            title="Highlights & notes"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            className={iconButton()}
          >
            <Highlighter size={20} aria-hidden />
          </button>,
          slot,
        )}
      <Suspense>
        {paragraphs && <StoryNotesDialog open onOpenChange={setOpen} story={story} paragraphs={paragraphs} />}
      </Suspense>
    </>
  )
}
