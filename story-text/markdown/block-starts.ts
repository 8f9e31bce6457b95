// Where a line starts a new block, once the line has continued the open blocks it could. Indented
// four columns or more, it may start indented code only; else these are tried in order: a quote,
// an ATX heading, a code fence, a setext underline, a thematic break, a list item, and a table's
// delimiter row under a paragraph's last line. Raw HTML starts nothing: it stays text.
import { MAX_NESTING, removeBlock, type BlockReader, type BlockType, type OpenBlock } from './block-node.ts'
import { takeDefinitions } from './block-rules.ts'
import { readListMarker } from './list-marker.ts'
import { cells, delimiterRow } from './tables.ts'

/** 'container': a block that holds others started (look for more); 'leaf': the line's block is known. */
export type Start = 'none' | 'container' | 'leaf'

// Sticky: matched where the line's text starts (LineCursor.matchAt).
const ATX_HEADING = /#{1,6}(?:[ \t]+|$)/y
/** A backtick fence's info string has no backtick: "```a```" is code in a paragraph. */
const CODE_FENCE = /`{3,}(?!.*`)|~{3,}/y
const THEMATIC_BREAK = /(?:\*[ \t]*){3,}$|(?:_[ \t]*){3,}$|(?:-[ \t]*){3,}$/y
const SETEXT_UNDERLINE = /(?:=+|-+)[ \t]*$/y
const CLOSING_SEQUENCE = /(?:^|[ \t]+)#+[ \t]*$/
/** A line whose text starts with none of these starts no block unless indented (a shortcut). */
export const MAYBE_STARTS = /[#`~*+_=>0-9|:-]/

/** The rest of the line belongs to the block just started. */
function toLineEnd(r: BlockReader): Start {
  r.advance(r.text.length - r.offset)
  return 'leaf'
}

/** Past the first non-space and `length` characters more, the blocks the line ended closed, a new block. */
function begin(r: BlockReader, type: BlockType, length = 0): OpenBlock {
  r.advanceToNextNonspace()
  r.advance(length)
  r.closeUnmatched()
  return r.addChild(type)
}

function table(r: BlockReader, container: OpenBlock): Start {
  const align = container.type === 'paragraph' ? delimiterRow(r.rest()) : null
  if (!align) return 'none'
  const lines = container.content.split('\n').slice(0, -1)
  const head = cells(lines.at(-1)!)
  if (head.length !== align.length) return 'none'
  r.closeUnmatched()
  if (lines.length === 1) {
    removeBlock(container)
    r.tip = container.parent!
  } else {
    container.content = lines
      .slice(0, -1)
      .map((line) => `${line}\n`)
      .join('')
    r.close(container, r.lineNumber - 2)
  }
  const block = r.addChild('table')
  block.start = r.lineNumber - 1
  block.table = { align, head }
  return toLineEnd(r)
}

function quote(r: BlockReader, container: OpenBlock): Start {
  if (r.next !== '>' || container.depth >= MAX_NESTING) return 'none'
  begin(r, 'quote', 1)
  if (r.isSpaceOrTabAt()) r.advance(1, true)
  return 'container'
}

function atxHeading(r: BlockReader): Start {
  const match = r.matchAt(ATX_HEADING)
  if (!match) return 'none'
  const heading = begin(r, 'heading', match[0].length)
  heading.level = match[0].trim().length
  // Its closing #s go, after a space (or all of it: the opening sequence took the spaces after it).
  heading.content = r.text.slice(r.offset).replace(CLOSING_SEQUENCE, '')
  return toLineEnd(r)
}

function fencedCode(r: BlockReader): Start {
  const match = r.matchAt(CODE_FENCE)
  if (!match) return 'none'
  const offset = r.indent
  // The rest of the line, its info string, becomes the block's first line (block-rules.ts).
  begin(r, 'code', match[0].length).fence = { char: match[0][0]!, length: match[0].length, offset }
  return 'leaf'
}

function setextHeading(r: BlockReader, container: OpenBlock): Start {
  const match = container.type === 'paragraph' ? r.matchAt(SETEXT_UNDERLINE) : null
  if (!match) return 'none'
  r.closeUnmatched()
  // A paragraph of link reference definitions only has no text to be a heading.
  if (!takeDefinitions(r, container)) return 'none'
  container.type = 'heading'
  container.level = match[0][0] === '=' ? 1 : 2
  return toLineEnd(r)
}

function thematicBreak(r: BlockReader): Start {
  if (!r.matchAt(THEMATIC_BREAK)) return 'none'
  begin(r, 'break')
  return toLineEnd(r)
}

function listItem(r: BlockReader, container: OpenBlock): Start {
  const marker = container.depth < MAX_NESTING ? readListMarker(r, container) : null
  if (!marker) return 'none'
  r.closeUnmatched()
  const list = r.tip.list
  if (r.tip.type !== 'list' || list!.ordered !== marker.ordered || list!.symbol !== marker.symbol)
    r.addChild('list').list = marker
  r.addChild('item').list = marker
  return 'container'
}

/** A line indented four columns or more: code, unless it goes on a paragraph (a lazy line too). */
export function indentedCode(r: BlockReader): Start {
  if (r.tip.type === 'paragraph' || r.isBlank) return 'none'
  r.advance(4, true)
  r.closeUnmatched()
  r.addChild('code')
  return 'leaf'
}

/** What a line indented less than four columns may start, in order: a list item's marker comes
 * before a delimiter row (`- | -` is an item), as in micromark's table extension. */
export const BLOCK_STARTS: ReadonlyArray<(r: BlockReader, container: OpenBlock) => Start> = [
  quote,
  atxHeading,
  fencedCode,
  setextHeading,
  thematicBreak,
  listItem,
  table,
]
