// The blocks the block parser builds as it reads (block-parser.ts), before their inline text is
// read (parse-markdown.ts), and what the rules for each kind of block (block-rules.ts,
// block-starts.ts) may do with the parser.
import type { Align } from './tree.ts'
import type { LineCursor } from './line-cursor.ts'

export type BlockType = 'document' | 'quote' | 'list' | 'item' | 'paragraph' | 'heading' | 'break' | 'code' | 'table'

export interface ListMarker {
  ordered: boolean
  /** The bullet (`-`, `+`, `*`) or the number's delimiter (`.`, `)`): another one starts another list. */
  symbol: string
  start: number
  /** The marker's column within its container. */
  markerOffset: number
  /** Columns from the marker to the item's content: continuation lines are indented this much. */
  padding: number
}

export interface OpenBlock {
  type: BlockType
  parent: OpenBlock | null
  children: OpenBlock[]
  isOpen: boolean
  /** How many blocks hold it (the document none). */
  depth: number
  /** Its first and last lines (numbered from 1): a blank line between two items makes a list loose. */
  start: number
  end: number
  /** A paragraph's, heading's, code block's or table's lines, each ending with '\n'. */
  content: string
  /** A heading's level. */
  level?: number
  list?: ListMarker
  isTight?: boolean
  fence?: { char: string; length: number; offset: number }
  /** A fenced code block's info string, decoded. */
  info?: string
  table?: { align: Align[]; head: string[] }
}

export const newBlock = (type: BlockType, line: number, parent: OpenBlock | null = null): OpenBlock => ({
  type,
  parent,
  children: [],
  isOpen: true,
  depth: parent ? parent.depth + 1 : 0,
  start: line,
  end: line,
  content: '',
})

/**
 * Quotes and lists nest this deep at most, and so do emphasis and links (inline-pieces.ts); deeper,
 * their marks are text. Every renderer draws the tree by recursion, and a page of ten thousand `>`
 * would otherwise overflow the stack.
 */
export const MAX_NESTING = 100

/** A link reference definition's target, by its normalised label (link-syntax.ts). */
export type Definitions = Map<string, { href: string; title?: string }>

/** What the block rules may read and do: the line being read, and the blocks. */
export interface BlockReader extends LineCursor {
  lineNumber: number
  tip: OpenBlock
  definitions: Definitions
  /** Closes the blocks the line did not continue (before a new block starts). */
  closeUnmatched(): void
  /** Adds a block to the tip, closing what cannot hold it. */
  addChild(type: BlockType): OpenBlock
  close(block: OpenBlock, lastLine: number): void
}

export function removeBlock(block: OpenBlock): void {
  const siblings = block.parent!.children
  siblings.splice(siblings.lastIndexOf(block), 1)
}
