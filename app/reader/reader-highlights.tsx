// The story's highlights drawn in the reader (a part of its places, reader-places.tsx). Each is
// found again in the numbered paragraphs as they are now (story-text/annotation-anchors.ts); one
// whose words were edited is not drawn, and its note says "Passage changed" in the list. Drawn
// again when the highlights change, when the paragraphs' elements change (mentions linked, a new
// version of the story), and, where they are drawn as rectangles, when the text's layout moves
// (font size, line spacing, the window's width, a picture or a font arriving).
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { anchorQuote, type QuoteAnchor } from '../../story-text/annotation-anchors.ts'
import type { Annotation, HighlightColour } from '../../db/local/types.ts'
import { useStoryAnnotations } from '../notes/annotations.ts'
import { highlightStyles } from './highlight-colours.ts'
import {
  hasHighlightApi,
  highlightApiPainter,
  overlayPainter,
  type ColouredRange,
  type HighlightPainter,
} from './highlight-painters.ts'
import { boundaryAt } from './text-positions.ts'

const STYLES = highlightStyles()

interface Anchored {
  /** The paragraphs' texts the anchors were found in. */
  texts: string
  anchors: Array<{ colour: HighlightColour; anchor: QuoteAnchor }>
}

/** The highlights as ranges over the paragraphs now on the page; anchors are found again only when
 * the paragraphs' text changed (a mention linked changes elements, not text). */
function anchoredRanges(annotations: readonly Annotation[], last: { anchored?: Anchored }): ColouredRange[] {
  const paragraphs = [...document.querySelectorAll<HTMLElement>('[data-passage]')]
  const texts = paragraphs.map((paragraph) => paragraph.textContent ?? '')
  const joined = texts.join('\u0000')
  if (last.anchored?.texts !== joined) {
    const anchors = annotations.map(({ colour, selector }) => ({ colour, anchor: anchorQuote(texts, selector) }))
    last.anchored = { texts: joined, anchors }
  }
  return last.anchored.anchors.flatMap(({ colour, anchor }) => {
    if (anchor.status !== 'found') return []
    const start = boundaryAt<Node>(paragraphs[anchor.start.block]!, anchor.start.offset, 'start')
    const end = boundaryAt<Node>(paragraphs[anchor.end.block]!, anchor.end.offset, 'end')
    const range = document.createRange()
    range.setStart(start.node, start.offset)
    range.setEnd(end.node, end.offset)
    return [{ colour, range }]
  })
}

/** Paints now and again whenever the text (or, for rectangles, its layout) may have moved. */
function followText(article: HTMLElement, painter: HighlightPainter, paint: () => void, layer: HTMLElement | null) {
  let frame = 0
  const later = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0
      paint()
    })
  }
  paint()
  // The rectangles' own layer is inside the article: its changes are not the text's.
  const mutations = new MutationObserver((records) => {
    if (records.some((record) => !layer?.contains(record.target))) later()
  })
  mutations.observe(article, { childList: true, subtree: true, characterData: true })
  const resizes = painter.followsLayout ? undefined : new ResizeObserver(later)
  resizes?.observe(article)
  if (resizes) document.fonts?.addEventListener('loadingdone', later)
  return () => {
    cancelAnimationFrame(frame)
    mutations.disconnect()
    resizes?.disconnect()
    document.fonts?.removeEventListener('loadingdone', later)
    painter.clear()
  }
}

export function ReaderHighlights({ storyId, content }: { storyId: string; content: string }) {
  const annotations = useStoryAnnotations(storyId)
  const [usesApi] = useState(hasHighlightApi)
  const [article, setArticle] = useState<HTMLElement | null>(null)
  const [layer, setLayer] = useState<HTMLElement | null>(null)

  useEffect(() => setArticle(document.querySelector<HTMLElement>('[data-testid="reader"] article')), [])

  useEffect(() => {
    const painter = usesApi ? highlightApiPainter() : layer && overlayPainter(layer)
    if (!annotations || !article || !painter) return
    const last = {}
    return followText(article, painter, () => painter.paint(anchoredRanges(annotations, last)), layer)
  }, [annotations, article, layer, usesApi, content])

  return (
    <>
      <style>{STYLES}</style>
      {!usesApi &&
        article &&
        createPortal(
          <div
            ref={setLayer}
            aria-hidden
            data-testid="highlight-layer"
            className="pointer-events-none absolute inset-0 -z-10"
          />,
          article,
        )}
    </>
  )
}
