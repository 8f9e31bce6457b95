// The reader's numbered paragraphs (`[data-passage]`, reader-places.tsx) as plain text, from the
// story's text alone: what each one's element holds as textContent once story-text.tsx has drawn it,
// and the place (`#c{chapter}-p{n}`) each one has. Highlights and notes are anchored in these texts
// (story-text/annotation-anchors.ts), in the reader from its elements and elsewhere (the Notes
// screen, the exports) from here, so both must agree: passage-texts.test.ts holds them together.
import { splitChapters } from '../../story-text/chapters.ts'
import { isOwnPicture, type Inline } from '../../story-text/markdown/tree.ts'
import { chapterParagraphs } from './paragraph-text.ts'
import type { Passage } from './story-place.ts'

/** The text a paragraph's inlines show in the page, as story-text.tsx draws them. */
export function shownText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node
      switch (node.type) {
        case 'strong':
        case 'emphasis':
        case 'link':
          return shownText(node.children)
        case 'code':
          return node.value
        // A <br> holds no text (the line end after it is a string of its own).
        case 'break':
          return ''
        // Another site's picture shows its description instead.
        case 'image':
          return isOwnPicture(node.src) ? '' : node.alt
      }
    })
    .join('')
}

export interface PassageTexts {
  /** Each numbered paragraph's text, in reader order: the blocks annotation-anchors.ts reads. */
  texts: string[]
  /** Where each of them is, by the same index. */
  passages: Passage[]
}

export function passageTexts(content: string): PassageTexts {
  const texts: string[] = []
  const passages: Passage[] = []
  splitChapters(content).forEach((chapter, index) => {
    chapterParagraphs(chapter).forEach((paragraph, at) => {
      texts.push(shownText(paragraph))
      passages.push({ chapter: index + 1, paragraph: at + 1 })
    })
  })
  return { texts, passages }
}
