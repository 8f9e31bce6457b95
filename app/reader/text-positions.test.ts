// A selection's boundary points as positions in the reader's numbered paragraphs, and back, on the
// reader's own markup read by a real HTML parser (reader-markup.testing.ts): inside any text node
// (a link's, an emphasis's), between elements, and outside every paragraph.
import { describe, expect, it } from 'vitest'
import { describeQuote } from '../../story-text/annotation-anchors.ts'
import { boundaryAt, selectionPositions, textLength, textOffset } from './text-positions.ts'
import { readerMarkup, textContent, type ParsedElement } from './reader-markup.testing.ts'

const STORY = `**Chapter 1: The Gate**

Ilen Marr had been told that the gate never spoke.

The gate **hummed**. That was *allowed*, said [the logs](https://example.com/logs).

**Chapter 2: After**

She wrote it down 🌧 at once.

> Not a numbered paragraph.`

const markup = readerMarkup(STORY)
const [first, second, third] = markup.paragraphs as [ParsedElement, ParsedElement, ParsedElement]
const blocks = markup.paragraphs.map(textContent)
type Node = ParsedElement['children'][number]

/** The text node under `element` that holds `words`. */
function textNodeWith(element: ParsedElement, words: string): Node {
  const walk = (node: Node): Node | null => {
    if (node.type === 'text' && 'data' in node && node.data.includes(words)) return node
    return 'children' in node ? (node.children.map(walk).find(Boolean) ?? null) : null
  }
  const node = walk(element)
  if (!node) throw new Error(`no text node with "${words}"`)
  return node
}

/** The boundary just before `words` (or after them, with `after`) inside the text node holding them. */
function at(element: ParsedElement, words: string, after = false) {
  const node = textNodeWith(element, words)
  const offset = (node as { data: string }).data.indexOf(words) + (after ? words.length : 0)
  return { node, offset }
}

const heading = (index: number) => markup.all('h2')[index]!
const childIndex = (element: ParsedElement) => element.parent!.children.indexOf(element)

describe('textOffset and boundaryAt', () => {
  it('counts the text before a boundary inside a nested text node', () => {
    expect(textOffset(second, at(second, 'the logs'))).toBe(blocks[1]!.indexOf('the logs'))
    expect(textOffset(second, at(second, 'allowed', true))).toBe(blocks[1]!.indexOf('allowed') + 7)
  })

  it('counts the text before a boundary between elements', () => {
    // (paragraph, 1): after its first child, the text "The gate ".
    expect(textOffset(second, { node: second, offset: 1 })).toBe('The gate '.length)
    expect(textOffset(second, { node: second, offset: second.children.length })).toBe(textLength(second))
  })

  it.each(['start', 'end'] as const)('finds every offset again from its boundary (%s)', (edge) => {
    for (const paragraph of markup.paragraphs) {
      for (let offset = 0; offset <= textLength(paragraph); offset++) {
        expect(textOffset(paragraph, boundaryAt(paragraph, offset, edge))).toBe(offset)
      }
    }
  })

  it('puts a start at the head of the next text node and an end at the tail of the one before', () => {
    const where = 'The gate '.length
    expect(boundaryAt(second, where, 'start')).toMatchObject({ offset: 0, node: { data: 'hummed' } })
    expect(boundaryAt(second, where, 'end')).toMatchObject({ offset: where, node: { data: 'The gate ' } })
  })
})

describe('selectionPositions', () => {
  it('gives the words selected inside one paragraph', () => {
    const positions = selectionPositions(markup.paragraphs, at(first, 'the gate'), at(first, 'never', true))
    const from = blocks[0]!.indexOf('the gate')
    expect(positions).toEqual({ start: { block: 0, offset: from }, end: { block: 0, offset: from + 14 } })
    expect(describeQuote(blocks, positions!.start, positions!.end)?.exact).toBe('the gate never')
  })

  it('gives words from an emphasis to a link, across text nodes', () => {
    const positions = selectionPositions(markup.paragraphs, at(second, 'hummed'), at(second, 'logs', true))!
    expect(describeQuote(blocks, positions.start, positions.end)?.exact).toBe('hummed. That was allowed, said the logs')
  })

  it('spans paragraphs across a chapter heading', () => {
    const positions = selectionPositions(markup.paragraphs, at(second, 'said'), at(third, 'She wrote', true))!
    expect(positions.start.block).toBe(1)
    expect(positions.end).toEqual({ block: 2, offset: 9 })
  })

  it('moves a start in a chapter heading to the head of the next paragraph', () => {
    const positions = selectionPositions(markup.paragraphs, at(heading(1), 'After'), at(third, 'wrote', true))
    expect(positions).toEqual({ start: { block: 2, offset: 0 }, end: { block: 2, offset: 9 } })
  })

  it('ends at the end of a paragraph whose whole text was chosen up to the head of the next (a triple click)', () => {
    const positions = selectionPositions(markup.paragraphs, at(first, 'Ilen'), { node: second, offset: 0 })!
    expect(positions.end).toEqual({ block: 1, offset: 0 })
    expect(describeQuote(blocks, positions.start, positions.end)?.exact).toBe(blocks[0])
  })

  it('moves an end past the last paragraph (into a quote) to its end', () => {
    const quote = markup.all('blockquote')[0]!
    const positions = selectionPositions(markup.paragraphs, at(third, 'at once'), at(quote, 'Not a', true))
    expect(positions?.end).toEqual({ block: 2, offset: textLength(third) })
  })

  it('ends at a boundary between a chapter section and the next, before that chapter', () => {
    const section = markup.all('section')[1]!
    const positions = selectionPositions(markup.paragraphs, at(second, 'said'), {
      node: section.parent!,
      offset: childIndex(section),
    })
    expect(positions?.end).toEqual({ block: 1, offset: textLength(second) })
  })

  it.each([
    ['inside a chapter heading', () => [at(heading(0), 'The'), at(heading(0), 'Gate', true)]],
    ['inside a quote', () => [at(markup.all('blockquote')[0]!, 'Not'), at(markup.all('blockquote')[0]!, 'a', true)]],
  ])('is null for a selection that touches no paragraph: %s', (_, boundaries) => {
    const [start, end] = boundaries()
    expect(selectionPositions(markup.paragraphs, start!, end!)).toBeNull()
  })
})
