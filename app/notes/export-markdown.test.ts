// The Markdown export holds each quote and a working link to its paragraph: read back by the site's
// own Markdown reader (CommonMark), the quote is the same words and the link the reader's address.
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../../story-text/markdown/parse-markdown.ts'
import type { Block, Inline } from '../../story-text/markdown/tree.ts'
import { shownText } from '../reader/passage-texts.ts'
import { parsePassage } from '../reader/story-place.ts'
import { notesMarkdown } from './export-markdown.ts'
import { passageTexts } from '../reader/passage-texts.ts'
import { placeNotes } from './note-places.ts'
import { makeAnnotation } from './notes-export.testing.ts'

const ORIGIN = 'https://hub.example'
const STORY = `**Chapter 1: The Gate**

Ilen Marr had been told that the gate never spoke.

**Chapter 2: Markup**

\\# not a heading, 1\\. not a list, \\*not emphasis\\*, \\_nor this\\_, <b>nor html</b>, a | b, back\\\\slash &amp; more.

\\- a line that looks like a list item

Last words.`

const links = (nodes: readonly Inline[]): string[] =>
  nodes.flatMap((node) =>
    typeof node === 'string' ? [] : node.type === 'link' ? [node.href] : 'children' in node ? links(node.children) : [],
  )

const quoteText = (block: Extract<Block, { type: 'quote' }>) =>
  block.children.map((child) => (child.type === 'paragraph' ? shownText(child.children) : '')).join('\n\n')

/** The export read back: each blockquote's words, and the links of the paragraph after it. */
function readBack(markdown: string) {
  const blocks = parseMarkdown(markdown)
  return blocks.flatMap((block, index) => {
    if (block.type !== 'quote') return []
    const next = blocks[index + 1]
    return [{ quote: quoteText(block), links: next?.type === 'paragraph' ? links(next.children) : [] }]
  })
}

describe('notesMarkdown', () => {
  it('holds each quote as a blockquote with a link to its paragraph, and its note', () => {
    const gate = makeAnnotation(STORY, 'the gate never spoke', { note: 'First sign.\nRemember it.' })
    const markdown = notesMarkdown(
      [{ title: 'The Gatekeeper', notes: placeNotes([gate], passageTexts(STORY)) }],
      ORIGIN,
    )
    expect(markdown).toBe(`# Highlights & notes

## The Gatekeeper

> the gate never spoke

[Read the passage](<https://hub.example/read/${gate.storyId}#c1-p1>)

**Note:** First sign.\\
Remember it.
`)
    const [read] = readBack(markdown)
    expect(read).toEqual({ quote: 'the gate never spoke', links: [`${ORIGIN}/read/${gate.storyId}#c1-p1`] })
    expect(parsePassage(new URL(read!.links[0]!).hash)).toEqual({ chapter: 1, paragraph: 1 })
  })

  it.each([
    [
      'Markdown markers in the words',
      '# not a heading, 1. not a list, *not emphasis*, _nor this_, <b>nor html</b>, a | b, back\\slash & more.',
    ],
    ['a line that starts like a list item', '- a line that looks like a list item'],
    ['words that start like a numbered list', '1. not a list'],
    ['words across two paragraphs', 'gate never spoke.\n\n# not a heading'],
  ])('keeps the quote word for word: %s', (_, phrase) => {
    const annotation = makeAnnotation(STORY, phrase)
    const [read] = readBack(
      notesMarkdown([{ title: 'Markup', notes: placeNotes([annotation], passageTexts(STORY)) }], ORIGIN),
    )
    expect(read!.quote).toBe(annotation.selector.exact)
    expect(read!.links).toHaveLength(1)
  })

  it('says "Passage changed" beside the link of a quote whose words were edited, and links the nearest paragraph', () => {
    const gate = makeAnnotation(STORY, 'the gate never spoke')
    const edited = STORY.replace('the gate never spoke', 'the gate always sang')
    const markdown = notesMarkdown([{ title: 'Edited', notes: placeNotes([gate], passageTexts(edited)) }], ORIGIN)
    expect(markdown).toContain(`[Read the passage](<${ORIGIN}/read/${gate.storyId}#c1-p1>) · Passage changed`)
    expect(readBack(markdown)[0]!.quote).toBe('the gate never spoke')
  })

  it('groups by story, each under its title, and leaves out a story with none', () => {
    const one = makeAnnotation(STORY, 'Last words.', { storyId: 'a' })
    const two = makeAnnotation(STORY, 'Ilen Marr', { storyId: 'b' })
    const markdown = notesMarkdown(
      [
        { title: 'First *story*', notes: placeNotes([one], passageTexts(STORY)) },
        { title: 'Empty', notes: [] },
        { title: 'Second', notes: placeNotes([two], passageTexts(STORY)) },
      ],
      ORIGIN,
    )
    expect(markdown.match(/^## .*$/gm)).toEqual(['## First \\*story\\*', '## Second'])
    expect(readBack(markdown).map((read) => read.quote)).toEqual(['Last words.', 'Ilen Marr'])
  })
})
