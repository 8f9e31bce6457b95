// The passage of the story that is selected, followed as the selection changes (a long-press on a
// phone selects a word; handles or a drag widen it): its quote as highlights keep it
// (story-text/annotation-anchors.ts) and the paragraph it starts in. A tap on one of our buttons
// may clear the selection before the button hears it (a phone does), so what was selected stays a
// moment after the selection goes; `dismiss` forgets it at once.
import { useCallback, useEffect, useState } from 'react'
import { describeQuote, type QuoteSelector } from '../../story-text/annotation-anchors.ts'
import { selectionPositions } from './text-positions.ts'

const LINGER_MS = 1500

export interface SelectedPassage {
  selector: QuoteSelector
  /** The numbered paragraph (`[data-passage]`) the quote starts in. */
  paragraph: HTMLElement
}

/** The page's selection as a quote in the numbered paragraphs, or null (none, or none of the story's words). */
function readSelection(): SelectedPassage | null {
  const selection = document.getSelection()
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null
  const range = selection.getRangeAt(0)
  const paragraphs = [...document.querySelectorAll<HTMLElement>('[data-passage]')]
  const positions = selectionPositions<Node>(
    paragraphs,
    { node: range.startContainer, offset: range.startOffset },
    { node: range.endContainer, offset: range.endOffset },
  )
  if (!positions) return null
  const texts = paragraphs.map((paragraph) => paragraph.textContent ?? '')
  const selector = describeQuote(texts, positions.start, positions.end)
  return selector && { selector, paragraph: paragraphs[selector.block]! }
}

export function useSelectedPassage(): { selected: SelectedPassage | null; dismiss: () => void } {
  const [selected, setSelected] = useState<SelectedPassage | null>(null)
  useEffect(() => {
    let linger: ReturnType<typeof setTimeout> | undefined
    let frame = 0
    // Once a frame at most: a drag of the handles changes the selection at every step.
    const follow = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0
        const now = readSelection()
        clearTimeout(linger)
        if (now) setSelected(now)
        else linger = setTimeout(() => setSelected(null), LINGER_MS)
      })
    }
    document.addEventListener('selectionchange', follow)
    follow() // a selection made before this part arrived
    return () => {
      clearTimeout(linger)
      cancelAnimationFrame(frame)
      document.removeEventListener('selectionchange', follow)
    }
  }, [])
  const dismiss = useCallback(() => setSelected(null), [])
  return { selected, dismiss }
}
