// For each kind of open block: whether a line continues it (taking its marker or indentation), what
// it may hold, and what is settled when it closes (a paragraph's link reference definitions, a code
// block's info string, whether a list is tight).
import { removeBlock, type BlockReader, type BlockType, type OpenBlock } from './block-node.ts'
import { unescape } from './entities.ts'
import { readDefinition } from './link-syntax.ts'

/** 'matched': the block goes on; 'unmatched': it does not (it closes); 'consumed': the line was its end. */
export type Continuation = 'matched' | 'unmatched' | 'consumed'

const CLOSING_FENCE = /(?:`{3,}|~{3,})(?=[ \t]*$)/y
const isBlankText = (text: string) => /^[ \t\n]*$/.test(text)

/** Paragraphs, code and tables take the rest of a line as their text. */
export const acceptsLines = (type: BlockType): boolean => type === 'paragraph' || type === 'code' || type === 'table'

/** A list holds items only; the document, quotes and items hold any block but an item. */
export const canHold = (parent: BlockType, child: BlockType): boolean =>
  parent === 'list'
    ? child === 'item'
    : (parent === 'document' || parent === 'quote' || parent === 'item') && child !== 'item'

/** Strips the link reference definitions a paragraph starts with; answers whether text is left. */
export function takeDefinitions(r: BlockReader, paragraph: OpenBlock): boolean {
  let taken: number
  while (paragraph.content.startsWith('[') && (taken = readDefinition(paragraph.content, r.definitions)) > 0) {
    paragraph.content = paragraph.content.slice(taken)
  }
  return !isBlankText(paragraph.content)
}

/** Whether the line goes on with `block`, taking its marker or indentation. */
export function continues(r: BlockReader, block: OpenBlock): Continuation {
  switch (block.type) {
    case 'document':
    case 'list':
      return 'matched'
    case 'quote':
      if (r.isIndented || r.next !== '>') return 'unmatched'
      r.advanceToNextNonspace()
      r.advance(1)
      if (r.isSpaceOrTabAt()) r.advance(1, true)
      return 'matched'
    case 'item': {
      const { markerOffset, padding } = block.list!
      // An item may start with one blank line at most: a second one ends an empty item.
      if (r.isBlank && block.children.length > 0) r.advanceToNextNonspace()
      else if (!r.isBlank && r.indent >= markerOffset + padding) r.advance(markerOffset + padding, true)
      else return 'unmatched'
      return 'matched'
    }
    case 'code':
      return continuesCode(r, block)
    case 'paragraph':
    case 'table':
      return r.isBlank ? 'unmatched' : 'matched'
    // A heading or a thematic break is one r.
    default:
      return 'unmatched'
  }
}

function continuesCode(r: BlockReader, block: OpenBlock): Continuation {
  if (block.fence) {
    const closing = r.indent <= 3 && r.next === block.fence.char ? r.matchAt(CLOSING_FENCE) : null
    if (closing && closing[0].length >= block.fence.length) {
      r.close(block, r.lineNumber)
      return 'consumed'
    }
    // The fence's own indentation is taken off its lines.
    for (let i = block.fence.offset; i > 0 && r.isSpaceOrTabAt(); i--) r.advance(1, true)
  } else if (r.indent >= 4) {
    r.advance(4, true)
  } else if (r.isBlank) {
    r.advanceToNextNonspace()
  } else {
    return 'unmatched'
  }
  return 'matched'
}

function closeCode(block: OpenBlock): void {
  if (block.fence) {
    const firstLineEnd = block.content.indexOf('\n')
    block.info = unescape(block.content.slice(0, firstLineEnd).trim())
    block.content = block.content.slice(firstLineEnd + 1)
    return
  }
  const lines = block.content.split('\n')
  lines.pop()
  while (isBlankText(lines.at(-1)!)) lines.pop()
  block.content = `${lines.join('\n')}\n`
  // Blank lines at its end are not the code's: they may separate two items of a list.
  block.end = block.start + lines.length - 1
}

/** Loose when a blank line separates two of its items, or two blocks directly in one of them. */
function closeList(list: OpenBlock): void {
  const hasGap = (blocks: OpenBlock[]) =>
    blocks.some((block, i) => i + 1 < blocks.length && blocks[i + 1]!.start > block.end + 1)
  list.isTight = !hasGap(list.children) && !list.children.some((item) => hasGap(item.children))
  list.end = list.children.at(-1)!.end
}

/** What is settled once a block closes. */
export function settle(r: BlockReader, block: OpenBlock): void {
  switch (block.type) {
    case 'paragraph':
      if (!takeDefinitions(r, block)) removeBlock(block)
      break
    case 'code':
      closeCode(block)
      break
    case 'list':
      closeList(block)
      break
    case 'item':
      block.end = block.children.at(-1)?.end ?? block.start
  }
}
