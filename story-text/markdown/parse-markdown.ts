// A story's Markdown as the tree every renderer draws (tree.ts), read by CommonMark's rules (and
// GFM's pipe tables): first its blocks (block-parser.ts), then, with every link reference
// definition known, the inline text of its paragraphs, headings and table cells (inlines.ts).
import { separateSceneBreaks } from '../scene-breaks.ts'
import type { Definitions, OpenBlock } from './block-node.ts'
import { BlockParser } from './block-parser.ts'
import { parseInlines } from './inlines.ts'
import { fitRow } from './tables.ts'
import type { Block, Inline } from './tree.ts'

export function parseMarkdown(text: string): Block[] {
  const parser = new BlockParser()
  const document = parser.parse(text)
  return document.children.map((block) => toBlock(block, parser.definitions))
}

/** A story's text as the reader and the worker's drawing of it read it: its scene breaks kept apart
 * first (the book does that before it splits the chapters, api/services/epub/story-books.ts). */
export const parseStory = (text: string): Block[] => parseMarkdown(separateSceneBreaks(text))

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n'

/** Spaces, tabs and line ends off both ends (by hand: a regex anchored at the end is slow on long runs). */
function trim(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isSpace(text[start])) start++
  while (end > start && isSpace(text[end - 1])) end--
  return text.slice(start, end)
}

function toBlock(block: OpenBlock, definitions: Definitions): Block {
  const inlines = (text: string): Inline[] => parseInlines(trim(text), definitions)
  const blocks = (children: OpenBlock[]) => children.map((child) => toBlock(child, definitions))
  switch (block.type) {
    case 'paragraph':
      return { type: 'paragraph', children: inlines(block.content) }
    case 'heading':
      return { type: 'heading', depth: block.level!, children: inlines(block.content) }
    case 'break':
      return { type: 'break' }
    case 'quote':
      return { type: 'quote', children: blocks(block.children) }
    case 'list': {
      const { ordered, start } = block.list!
      return {
        type: 'list',
        ordered,
        start,
        tight: block.isTight!,
        items: block.children.map((item) => blocks(item.children)),
      }
    }
    case 'code':
      return { type: 'code', text: block.content, language: block.info?.split(/\s+/)[0] ?? '' }
    case 'table': {
      const { align, head } = block.table!
      // Its delimiter row left an empty line.
      const rows = block.content
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => fitRow(line, align.length).map(inlines))
      return { type: 'table', align, head: head.map(inlines), rows }
    }
    // The document and list items are never among a block's children (a list's items are above).
    default:
      throw new Error(block.type)
  }
}
