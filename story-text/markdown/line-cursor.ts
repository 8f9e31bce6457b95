// One line of Markdown as the block parser reads it, left to right, by columns: a tab advances to
// the next multiple of 4, and a container may take only part of one (a list item's content may
// start in the middle of a tab; the rest of it then counts as spaces).

const isSpaceOrTab = (char: string | undefined) => char === ' ' || char === '\t'

export class LineCursor {
  text = ''
  offset = 0
  column = 0
  /** Part of the tab at `offset` was taken: what is left of it counts as spaces. */
  isPartialTab = false
  nextNonspace = 0
  nextNonspaceColumn = 0
  /** Columns of spaces and tabs from the cursor to the next other character. */
  indent = 0
  isBlank = false

  startLine(text: string): void {
    this.text = text
    this.offset = 0
    this.column = 0
    this.isPartialTab = false
    this.nextNonspace = -1
    this.findNextNonspace()
  }

  /** Four columns of indentation or more: indented code, where a block could start. */
  get isIndented(): boolean {
    return this.indent >= 4
  }

  /** The character at the first non-space. */
  get next(): string | undefined {
    return this.text[this.nextNonspace]
  }

  /** The line from the first non-space on. */
  rest(): string {
    return this.text.slice(this.nextNonspace)
  }

  /** `pattern` (a sticky one) matched at the first non-space, without copying the line. */
  matchAt(pattern: RegExp, at = this.nextNonspace): RegExpExecArray | null {
    pattern.lastIndex = at
    return pattern.exec(this.text)
  }

  isSpaceOrTabAt(offset = this.offset): boolean {
    return isSpaceOrTab(this.text[offset])
  }

  findNextNonspace(): void {
    // Moving through spaces does not move the next non-space: a deep list's line is read once.
    if (this.offset <= this.nextNonspace) {
      this.indent = this.nextNonspaceColumn - this.column
      return
    }
    let i = this.offset
    let columns = this.column
    while (isSpaceOrTab(this.text[i])) {
      columns += this.text[i] === '\t' ? 4 - (columns % 4) : 1
      i++
    }
    this.isBlank = i === this.text.length
    this.nextNonspace = i
    this.nextNonspaceColumn = columns
    this.indent = columns - this.column
  }

  advanceToNextNonspace(): void {
    this.offset = this.nextNonspace
    this.column = this.nextNonspaceColumn
    this.isPartialTab = false
  }

  /** Moves `count` characters on, or `count` columns when `byColumns` (then a tab may be split). */
  advance(count: number, byColumns = false): void {
    while (count > 0 && this.offset < this.text.length) {
      const width = this.text[this.offset] === '\t' ? 4 - (this.column % 4) : 1
      const columns = byColumns ? Math.min(width, count) : width
      this.isPartialTab = columns < width
      this.column += columns
      if (!this.isPartialTab) this.offset++
      count -= byColumns ? columns : 1
    }
  }

  /** What is left of the line, the rest of a partly taken tab as spaces. */
  remainder(): string {
    const spaces = this.isPartialTab ? ' '.repeat(4 - (this.column % 4)) : ''
    return spaces + this.text.slice(this.isPartialTab ? this.offset + 1 : this.offset)
  }
}
