// Two ways to draw highlights behind the reader's words, neither touching the story's own elements
// (so character mentions, read-along marks and the paragraphs' numbers work on them as before):
// - the CSS Custom Highlight API (Chromium 105+, Safari 17.2+, Firefox 140+): the ranges are given
//   to `CSS.highlights` and styled by `::highlight()`;
// - elsewhere, a layer of rectangles behind the text (Range.getClientRects), which takes no taps
//   and is drawn again whenever the text's layout may have moved (reader-highlights.tsx).
import { HIGHLIGHT_COLOURS, type HighlightColour } from '../../db/local/types.ts'
import { highlightName, RECT_ATTRIBUTE } from './highlight-colours.ts'

export interface ColouredRange {
  colour: HighlightColour
  range: Range
}

export interface HighlightPainter {
  paint(ranges: readonly ColouredRange[]): void
  clear(): void
  /** Whether drawn highlights move with the text by themselves (else: paint again after a layout change). */
  followsLayout: boolean
}

export const hasHighlightApi = (): boolean =>
  typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function'

export function highlightApiPainter(): HighlightPainter {
  const clear = () => HIGHLIGHT_COLOURS.forEach((colour) => CSS.highlights.delete(highlightName(colour)))
  return {
    followsLayout: true,
    clear,
    paint(ranges) {
      for (const colour of HIGHLIGHT_COLOURS) {
        const mine = ranges.filter((range) => range.colour === colour).map(({ range }) => range)
        if (mine.length > 0) CSS.highlights.set(highlightName(colour), new Highlight(...mine))
        else CSS.highlights.delete(highlightName(colour))
      }
    },
  }
}

/** The boxes of the range's text alone, line by line: a whole element inside a range would add its
 * own box (a paragraph's, margins and all) to Range.getClientRects. */
function textRects(range: Range): DOMRect[] {
  const root = range.commonAncestorContainer
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const rects: DOMRect[] = []
  for (let node = root.nodeType === Node.TEXT_NODE ? root : walker.nextNode(); node; node = walker.nextNode()) {
    if (!range.intersectsNode(node)) continue
    const part = document.createRange()
    part.selectNodeContents(node)
    if (node === range.startContainer) part.setStart(node, range.startOffset)
    if (node === range.endContainer) part.setEnd(node, range.endOffset)
    for (const rect of part.getClientRects()) if (rect.width > 0 && rect.height > 0) rects.push(rect)
  }
  return rects
}

/** Draws into `layer`: an empty box over the story's text, behind it (reader-highlights.tsx places it). */
export function overlayPainter(layer: HTMLElement): HighlightPainter {
  return {
    followsLayout: false,
    clear: () => layer.replaceChildren(),
    paint(ranges) {
      const origin = layer.getBoundingClientRect()
      const boxes = ranges.flatMap(({ colour, range }) =>
        textRects(range).map((rect) => {
          const box = document.createElement('div')
          box.setAttribute(RECT_ATTRIBUTE, colour)
          box.style.cssText = `position:absolute;left:${rect.left - origin.left}px;top:${rect.top - origin.top}px;width:${rect.width}px;height:${rect.height}px`
          return box
        }),
      )
      layer.replaceChildren(...boxes)
    },
  }
}
