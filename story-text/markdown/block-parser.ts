// CommonMark's block structure, read line by line as the spec's appendix describes (and as
// commonmark.js does): a line first continues the open blocks it can (a quote's `>`, an item's
// indentation), then may start new ones (block-starts.ts), and what is left of it is text for the
// innermost open block, or a lazy line of an open paragraph. Each line is read once, passing its
// open containers (MAX_NESTING at most), so the time grows with the text.
import { newBlock, type BlockReader, type BlockType, type Definitions, type OpenBlock } from './block-node.ts'
import { acceptsLines, canHold, continues, settle } from './block-rules.ts'
import { BLOCK_STARTS, indentedCode, MAYBE_STARTS, type Start } from './block-starts.ts'
import { LineCursor } from './line-cursor.ts'

export class BlockParser extends LineCursor implements BlockReader {
  readonly document = newBlock('document', 1)
  readonly definitions: Definitions = new Map()
  lineNumber = 0
  tip = this.document
  /** The tip before this line, and the deepest block this line continued. */
  private oldTip = this.document
  private lastMatched = this.document

  /** The text's blocks, their lines not yet read as inlines (and the link definitions found). */
  parse(text: string): OpenBlock {
    // U+0000 is replaced, as the spec says of insecure characters.
    const lines = text.replace(/\0/g, '\uFFFD').split(/\r\n|\r|\n/)
    // A final line end ends the last line: it starts no empty one.
    if (lines.at(-1) === '') lines.pop()
    for (const line of lines) this.readLine(line)
    while (this.tip !== this.document) this.close(this.tip, lines.length)
    this.close(this.document, lines.length)
    return this.document
  }

  private readLine(text: string): void {
    this.lineNumber++
    this.startLine(text)
    this.oldTip = this.tip
    let container = this.document
    for (let last = container.children.at(-1); last?.isOpen; last = container.children.at(-1)) {
      container = last
      this.findNextNonspace()
      const continuation = continues(this, container)
      if (continuation === 'consumed') return
      if (continuation === 'unmatched') {
        container = container.parent!
        break
      }
    }
    this.lastMatched = container
    this.startBlocks(container)
    const { tip } = this
    // A lazy line: the text of a paragraph whose quote or item this line did not continue.
    if (this.oldTip !== this.lastMatched && !this.isBlank && tip.type === 'paragraph') {
      this.addLine()
      return
    }
    this.closeUnmatched()
    if (acceptsLines(this.tip.type)) {
      this.addLine()
    } else if (this.offset < text.length && !this.isBlank) {
      this.addChild('paragraph')
      this.advanceToNextNonspace()
      this.addLine()
    }
  }

  /** New blocks from where the line's containers end, until a leaf (or plain text) is reached. */
  private startBlocks(matched: OpenBlock): void {
    let container = matched
    // Code takes its lines as they are; a paragraph or a table may be interrupted.
    let isLeaf = container.type === 'code'
    while (!isLeaf) {
      this.findNextNonspace()
      let started: Start = 'none'
      if (this.isIndented) started = indentedCode(this)
      else if (MAYBE_STARTS.test(this.next ?? '')) {
        for (const blockStart of BLOCK_STARTS) {
          started = blockStart(this, container)
          if (started !== 'none') break
        }
      }
      if (started === 'none') {
        this.advanceToNextNonspace()
        return
      }
      isLeaf = started === 'leaf'
      container = this.tip
    }
  }

  private addLine(): void {
    this.tip.content += `${this.remainder()}\n`
  }

  closeUnmatched(): void {
    while (this.oldTip !== this.lastMatched) {
      const parent = this.oldTip.parent!
      this.close(this.oldTip, this.lineNumber - 1)
      this.oldTip = parent
    }
  }

  addChild(type: BlockType): OpenBlock {
    while (!canHold(this.tip.type, type)) this.close(this.tip, this.lineNumber - 1)
    const block = newBlock(type, this.lineNumber, this.tip)
    this.tip.children.push(block)
    this.tip = block
    return block
  }

  close(block: OpenBlock, lastLine: number): void {
    block.isOpen = false
    block.end = lastLine
    settle(this, block)
    if (block.parent) this.tip = block.parent
  }
}
