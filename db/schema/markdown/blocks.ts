// The block structure of a story's Markdown, following CommonMark for what stories use:
// paragraphs, # and === headings, scene breaks (thematic breaks), > quotes, - * + and 1. lists
// (nested, tight or loose), fenced or indented code, and GFM pipe tables (tables.ts). Raw HTML is
// not recognised: it stays text in a paragraph. Reference-style links are not supported (their
// lines stay text). Inline text is left raw here and parsed by inlines.ts.
import { unescape } from './inlines.ts'
import { tableAt, type Table } from './tables.ts'

export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; depth: number; text: string }
  | { type: 'break' }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; tight: boolean; items: Block[][] }
  | { type: 'code'; text: string; language: string }
  | Table

const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/
/** A heading's optional closing #s, after a space (or all of it). */
const CLOSING_HASHES = /(?:^|[ \t]+)#+[ \t]*$/
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/
const FENCE = /^( {0,3})(`{3,}|~{3,})[ \t]*([^`]*)$/
const QUOTE = /^ {0,3}>/
const LIST_ITEM = /^( {0,3})([-+*]|\d{1,9}[.)])(?=[ \t]|$)([ \t]*)/

const isBlank = (line: string) => line.trim() === ''

/** Tabs among the indentation and quote markers advance to the next multiple of 4 columns. */
function expandIndent(line: string): string {
  const lead = /^[ \t>]*/.exec(line)![0]
  if (!lead.includes('\t')) return line
  let expanded = ''
  for (const char of lead) expanded += char === '\t' ? ' '.repeat(4 - (expanded.length % 4)) : char
  return expanded + line.slice(lead.length)
}

const indentOf = (line: string) => /^ */.exec(line)![0].length

/** A quoted line without its `>` and the one space after it. */
function unquote(line: string): string {
  const rest = line.slice(/^ {0,3}>/.exec(line)![0].length)
  return rest.startsWith(' ') ? rest.slice(1) : rest
}

interface ListMarker {
  ordered: boolean
  /** The bullet character or the ordered delimiter: a different one starts a new list. */
  kind: string
  /** Where the item's content starts; its continuation lines are indented at least this much. */
  contentIndent: number
  rest: string
  startsEmpty: boolean
}

function listMarker(line: string): ListMarker | null {
  const match = LIST_ITEM.exec(line)
  if (!match) return null
  const [whole, indent = '', marker = '', space = ''] = match
  const text = line.slice(whole.length)
  const startsEmpty = isBlank(text)
  const ordered = /\d/.test(marker)
  // The space after the marker in columns (a tab reaches the next multiple of 4).
  let width = 0
  for (const char of space) width = char === '\t' ? width + 4 - ((whole.length - space.length + width) % 4) : width + 1
  // Five columns or more: the content is indented code, and one column belongs to the marker.
  const gap = startsEmpty || width > 4 ? 1 : width
  const contentIndent = indent.length + marker.length + gap
  return { ordered, kind: ordered ? marker.slice(-1) : marker, contentIndent, rest: startsEmpty ? '' : ' '.repeat(width - gap) + text, startsEmpty }
}

const startsLeafOrQuote = (line: string) => THEMATIC_BREAK.test(line) || ATX_HEADING.test(line) || FENCE.test(line) || QUOTE.test(line)
/** What ends a table's rows: any block's start, a list item's too. */
const endsTable = (line: string) => startsLeafOrQuote(line) || listMarker(line) !== null

/** Only a list starting at 1, with content, may interrupt a paragraph. */
const listMayInterrupt = (marker: ListMarker, line: string) => !marker.startsEmpty && (!marker.ordered || /^ *1[.)]/.test(line))

/** Whether `line` starts a block that ends a paragraph at the same level (what may "interrupt" one). */
function interruptsParagraph(line: string): boolean {
  if (indentOf(line) >= 4) return false
  if (startsLeafOrQuote(line)) return true
  const marker = listMarker(line)
  return marker !== null && listMayInterrupt(marker, line)
}

/**
 * Whether a line outside a quote's or list item's indentation is still the text of the paragraph
 * its `content` ends in (a "lazy" line): not when it starts a block of its own, any list item
 * included, nor when the content does not end in a paragraph.
 */
function isLazy(line: string, content: string[], interrupting: boolean, afterLazy: boolean): boolean {
  if (indentOf(line) < 4 && (startsLeafOrQuote(line) || listMarker(line) !== null)) return false
  // After a lazy line the content still ends in that paragraph: no need to read it all again.
  if (afterLazy) return true
  if (isBlank(content[content.length - 1] ?? '')) return false
  let last: Block | undefined = parseLines(content, interrupting).blocks.at(-1)
  while (last?.type === 'quote' || last?.type === 'list') last = last.type === 'quote' ? last.children.at(-1) : last.items.at(-1)?.at(-1)
  return last?.type === 'paragraph'
}

/** Marks a lazy line: marked, it stays paragraph text however it looks (a === or --- underline, a
 * table's delimiter row) and however deep it is indented (no container inside takes it for its
 * own). The mark, a private use character, goes when the paragraph is made. */
const LAZY = '\uE002'
const asLazy = (line: string) => `${LAZY}${line.trimStart()}`
const paragraphText = (lines: string[]) => lines.join('\n').replaceAll(LAZY, '').trimEnd()

interface Parsed {
  blocks: Block[]
  /** A blank line separates two of the blocks (which makes a list item loose). */
  hasGap: boolean
}

export function parseBlocks(text: string): Block[] {
  return parseLines(text.replace(/\r\n?/g, '\n').split('\n'), false).blocks
}

/**
 * `interrupting`: the container these lines are in interrupted a paragraph, so (as react-markdown
 * reads it) its first line may start a list only where a list may interrupt a paragraph.
 */
function parseLines(source: string[], interrupting: boolean): Parsed {
  const lines = source.map(expandIndent)
  const blocks: Block[] = []
  let paragraph: string[] | null = null
  let sawBlank = false
  let hasGap = false
  const closeParagraph = () => {
    if (paragraph) blocks.push({ type: 'paragraph', text: paragraphText(paragraph) })
    paragraph = null
  }
  const add = (block: Block) => {
    closeParagraph()
    if (sawBlank && blocks.length > 0) hasGap = true
    sawBlank = false
    blocks.push(block)
  }

  let i = 0
  let afterIndentedCode = -1
  while (i < lines.length) {
    const line = lines[i]!
    if (isBlank(line)) {
      closeParagraph()
      sawBlank = true
      i++
      continue
    }
    const indent = indentOf(line)
    if (paragraph) {
      const underline = SETEXT_UNDERLINE.exec(line)
      if (underline) {
        const text = paragraphText(paragraph as string[])
        paragraph = null
        blocks.push({ type: 'heading', depth: underline[1]!.startsWith('=') ? 1 : 2, text })
        i++
        continue
      }
      // A table may interrupt a paragraph (as micromark's GFM table reads it).
      if (!interruptsParagraph(line) && (line.startsWith(LAZY) || !tableAt(lines, i, endsTable))) {
        paragraph.push(line.trimStart())
        i++
        continue
      }
    }
    if (indent >= 4) {
      const code: string[] = []
      while (i < lines.length && (isBlank(lines[i]!) || indentOf(lines[i]!) >= 4)) code.push(lines[i++]!.slice(4))
      const hasBlankAfter = isBlank(code[code.length - 1]!)
      while (code.length > 0 && isBlank(code[code.length - 1]!)) code.pop()
      add({ type: 'code', text: code.join('\n'), language: '' })
      sawBlank = hasBlankAfter
      // micromark reads the line after indented code as if it interrupted a paragraph.
      afterIndentedCode = i
      continue
    }
    const fence = FENCE.exec(line)
    if (fence) {
      const [, fenceIndent = '', marks = '', info = ''] = fence
      const closing = new RegExp(`^ {0,3}${marks[0] === '`' ? '`' : '~'}{${marks.length},}[ \\t]*$`)
      const code: string[] = []
      i++
      while (i < lines.length && !closing.test(lines[i]!)) {
        code.push(lines[i]!.replace(new RegExp(`^ {0,${fenceIndent.length}}`), ''))
        i++
      }
      i++
      add({ type: 'code', text: code.join('\n'), language: unescape(info.trim().split(/\s/)[0] ?? '') })
      continue
    }
    if (THEMATIC_BREAK.test(line)) {
      add({ type: 'break' })
      i++
      continue
    }
    const heading = ATX_HEADING.exec(line)
    if (heading) {
      add({ type: 'heading', depth: heading[1]!.length, text: (heading[2] ?? '').replace(CLOSING_HASHES, '').trim() })
      i++
      continue
    }
    const isInterrupting = paragraph !== null || (i === 0 && interrupting) || i === afterIndentedCode
    if (QUOTE.test(line)) {
      const quoted: string[] = []
      let afterLazy = false
      while (i < lines.length) {
        const next = lines[i]!
        if (QUOTE.test(next)) {
          quoted.push(unquote(next))
          afterLazy = false
        } else if (!isBlank(next) && isLazy(next, quoted, isInterrupting, afterLazy)) {
          // A lazy line: paragraph text carried on without its ">".
          quoted.push(asLazy(next))
          afterLazy = true
        } else {
          break
        }
        i++
      }
      add({ type: 'quote', children: parseLines(quoted, isInterrupting).blocks })
      continue
    }
    const marker = listMarker(line)
    if (marker && (!isInterrupting || listMayInterrupt(marker, line))) {
      const list = parseList(lines, i, marker, isInterrupting)
      add(list.block)
      i = list.next
      continue
    }
    const table = tableAt(lines, i, endsTable)
    if (table) {
      add(table.block)
      i = table.next
      continue
    }
    if (sawBlank && blocks.length > 0) hasGap = true
    sawBlank = false
    paragraph = [line.trimStart()]
    i++
  }
  closeParagraph()
  return { blocks, hasGap }
}

function parseList(lines: string[], start: number, first: ListMarker, interrupting: boolean): { block: Block; next: number } {
  const items: Block[][] = []
  let loose = false
  let i = start
  let marker: ListMarker | null = first
  while (marker) {
    const isFirstInterrupting = interrupting && items.length === 0
    const item = itemLines(lines, i, marker, isFirstInterrupting)
    i = item.next
    const parsed = parseLines(item.content, isFirstInterrupting)
    if (parsed.hasGap) loose = true
    items.push(parsed.blocks)

    const next: ListMarker | null = i < lines.length ? listMarker(lines[i]!) : null
    const continues = next !== null && next.ordered === first.ordered && next.kind === first.kind && !THEMATIC_BREAK.test(lines[i]!)
    if (!continues) {
      // Blank lines at the end belong between the list and whatever follows.
      i -= item.trailingBlanks
      break
    }
    if (item.trailingBlanks > 0) loose = true
    marker = next
  }
  return { block: { type: 'list', ordered: first.ordered, tight: !loose, items }, next: i }
}

/** One list item's lines, its indentation taken off, from its marker's line at `start`. */
function itemLines(lines: string[], start: number, marker: ListMarker, interrupting: boolean) {
  const content = [marker.rest]
  let i = start + 1
  let blanks = 0
  let afterLazy = false
  while (i < lines.length) {
    const line = lines[i]!
    if (isBlank(line)) {
      content.push('')
      blanks++
      // An item may start with one blank line at most: then it is empty.
      if (content.length === 2 && marker.startsEmpty) {
        while (i + 1 < lines.length && isBlank(lines[i + 1]!)) content.push(lines[++i]!)
        i++
        break
      }
    } else if (indentOf(line) >= marker.contentIndent) {
      content.push(line.slice(marker.contentIndent))
      blanks = 0
      afterLazy = false
    } else if (blanks === 0 && isLazy(line, content, interrupting, afterLazy)) {
      // A lazy line continues the item's paragraph.
      content.push(asLazy(line))
      afterLazy = true
    } else {
      break
    }
    i++
  }
  let trailingBlanks = 0
  while (content.length > 1 && isBlank(content[content.length - 1]!)) {
    content.pop()
    trailingBlanks++
  }
  if (marker.startsEmpty) content.shift()
  return { content, next: i, trailingBlanks }
}
