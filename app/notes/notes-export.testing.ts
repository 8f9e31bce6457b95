// Highlights and notes made as the reader makes them: a phrase of a story (within a paragraph or
// across paragraphs) described as the reader's selection of it would be (annotation-anchors.ts).
import { BLOCK_JOIN, describeQuote, type TextPosition } from '../../story-text/annotation-anchors.ts'
import type { Annotation } from '../../db/local/types.ts'
import { passageTexts } from '../reader/passage-texts.ts'

let counter = 0

/** A place in the paragraphs joined as annotation-anchors.ts joins them. */
function positionAt(texts: readonly string[], index: number): TextPosition {
  let block = 0
  let rest = index
  while (block < texts.length - 1 && rest > texts[block]!.length) {
    rest -= texts[block]!.length + BLOCK_JOIN.length
    block++
  }
  return { block, offset: rest }
}

export function makeAnnotation(
  content: string,
  phrase: string,
  overrides: Partial<Omit<Annotation, 'selector'>> = {},
): Annotation {
  const { texts } = passageTexts(content)
  const from = texts.join(BLOCK_JOIN).indexOf(phrase)
  if (from < 0) throw new Error(`"${phrase}" is not in the story's paragraphs`)
  const selector = describeQuote(texts, positionAt(texts, from), positionAt(texts, from + phrase.length))
  if (!selector) throw new Error(`"${phrase}" was refused`)
  counter++
  const at = new Date(Date.UTC(2026, 11, 5, 12, counter)).toISOString()
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    storyId: '10000000-0000-4000-8000-000000000001',
    colour: 'yellow',
    note: '',
    selector,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  }
}
