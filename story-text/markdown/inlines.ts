// A paragraph's (or heading's, or table cell's) inline Markdown, following CommonMark: emphasis
// (emphasis.ts), `code`, links and images (bracket-links.ts), <https://…> and <me@example.com> autolinks,
// backslash escapes, character references (entities.ts), hard and soft line breaks. Raw HTML is
// not recognised, so it stays text.
import type { Definitions } from './block-node.ts'
import { delimiterRun, processEmphasis, pushDelimiter } from './emphasis.ts'
import { ASCII_PUNCTUATION, decodeEntity, ENTITY } from './entities.ts'
import { toInlines, type Bracket, type DelimiterStack, type InlineState, type Piece } from './inline-pieces.ts'
import { closeBracket } from './bracket-links.ts'
import { safeUrl } from './safe-url.ts'
import type { Inline } from './tree.ts'

/** What may start something other than plain text. */
const SPECIAL = /[\n\\`*_[\]!<&]/g
// Sticky: matched at the parser's position.
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\x00-\x20]*)>/y // eslint-disable-line no-control-regex -- what ends it
const DOMAIN_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?'
const EMAIL_AUTOLINK = new RegExp(`<([a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})*)>`, 'y')

export function parseInlines(text: string, definitions: Definitions = new Map()): Inline[] {
  const parser = new InlineParser(text, definitions)
  parser.read()
  return toInlines(parser.pieces)
}

class InlineParser implements InlineState {
  pos = 0
  readonly pieces: Piece[] = []
  readonly delimiters: DelimiterStack = { top: null }
  readonly brackets: Bracket[] = []
  inactiveBelow = 0
  /** Where the last run of backticks of each length starts, of those seen up to ticksSeenTo. */
  private readonly lastTicksOf = new Map<number, number>()
  private ticksSeenTo = 0

  constructor(
    readonly text: string,
    readonly definitions: Definitions,
  ) {}

  read(): void {
    const { text } = this
    while (this.pos < text.length) {
      const char = text[this.pos]!
      if (char === '\n') this.lineEnd()
      else if (char === '\\') this.backslash()
      else if (char === '`') this.codeSpan()
      else if (char === '*' || char === '_') this.delimiter(char)
      else if (char === '[' || (char === '!' && text[this.pos + 1] === '[')) this.openBracket(char === '!')
      else if (char === ']') closeBracket(this)
      else if (char === '<' && this.autolink()) continue
      else if (char === '&' && this.entity()) continue
      else {
        SPECIAL.lastIndex = this.pos + 1
        const end = SPECIAL.exec(text)?.index ?? text.length
        this.addText(text.slice(this.pos, end))
        this.pos = end
      }
    }
    processEmphasis(this.delimiters, null)
  }

  private addText(value: string): void {
    this.pieces.push({ kind: 'text', value })
  }

  private node(node: Inline): void {
    this.pieces.push({ kind: 'node', node })
  }

  /** A hard break, and the line end after it kept as text (as react-markdown kept it). */
  private hardBreak(): void {
    this.node({ type: 'break' })
    this.addText('\n')
  }

  /** Two spaces or more before a line end make a hard break; the spaces around it go. */
  private lineEnd(): void {
    const last = this.pieces.at(-1)
    let isHard = false
    if (last?.kind === 'text') {
      let end = last.value.length
      while (last.value[end - 1] === ' ') end--
      isHard = last.value.length - end >= 2
      last.value = last.value.slice(0, end)
    }
    if (isHard) this.hardBreak()
    else this.addText('\n')
    this.pos++
    while (this.text[this.pos] === ' ') this.pos++
  }

  private backslash(): void {
    const next = this.text[this.pos + 1]
    if (next === '\n') this.hardBreak()
    // Escaped, a character is text (a node, so it opens nothing).
    else if (next !== undefined && ASCII_PUNCTUATION.test(next)) this.node(next)
    else {
      this.addText('\\')
      this.pos++
      return
    }
    this.pos += 2
  }

  private codeSpan(): void {
    const { text } = this
    const start = this.pos
    let end = start
    while (text[end] === '`') end++
    const closer = this.closingTicks(end, end - start)
    if (closer === -1) {
      this.addText(text.slice(start, end))
      this.pos = end
      return
    }
    const value = text.slice(end, closer).replace(/\n/g, ' ')
    // One space each side goes, so `` ` `` can show a backtick; spaces alone stay.
    const isPadded = value.startsWith(' ') && value.endsWith(' ') && /[^ ]/.test(value)
    this.node({ type: 'code', value: isPadded ? value.slice(1, -1) : value })
    this.pos = closer + end - start
  }

  /**
   * Where the first run of exactly `length` backticks after `from` starts, or -1. Each run seen is
   * remembered by its length, so once the text has been looked through, a missing closer costs nothing.
   */
  private closingTicks(from: number, length: number): number {
    const { text } = this
    if (this.ticksSeenTo === text.length && (this.lastTicksOf.get(length) ?? -1) < from) return -1
    for (let at = text.indexOf('`', from); at !== -1; at = text.indexOf('`', at)) {
      const runStart = at
      while (text[at] === '`') at++
      if (runStart > (this.lastTicksOf.get(at - runStart) ?? -1)) this.lastTicksOf.set(at - runStart, runStart)
      this.ticksSeenTo = Math.max(this.ticksSeenTo, at)
      if (at - runStart === length) return runStart
    }
    this.ticksSeenTo = text.length
    return -1
  }

  private delimiter(char: '*' | '_'): void {
    const run = delimiterRun(this.text, this.pos, char)
    this.pieces.push(run)
    pushDelimiter(this.delimiters, run)
    this.pos += run.length
  }

  private openBracket(isImage: boolean): void {
    const previous = this.brackets.at(-1)
    if (previous) previous.hasBracketAfter = true
    const at = this.pos + (isImage ? 1 : 0)
    const bracket: Bracket = {
      kind: 'bracket',
      isImage,
      at,
      delimiterBelow: this.delimiters.top,
      hasBracketAfter: false,
    }
    this.pieces.push(bracket)
    this.brackets.push(bracket)
    this.pos = at + 1
  }

  private autolink(): boolean {
    URI_AUTOLINK.lastIndex = EMAIL_AUTOLINK.lastIndex = this.pos
    const uri = URI_AUTOLINK.exec(this.text)
    const email = uri ? null : EMAIL_AUTOLINK.exec(this.text)
    const match = uri ?? email
    if (!match) return false
    const address = match[1]!
    this.node({ type: 'link', href: safeUrl(email ? `mailto:${address}` : address), children: [address] })
    this.pos += match[0].length
    return true
  }

  private entity(): boolean {
    ENTITY.lastIndex = this.pos
    const match = ENTITY.exec(this.text)
    const decoded = match ? decodeEntity(match) : undefined
    if (decoded === undefined) return false
    this.node(decoded)
    this.pos += match![0].length
    return true
  }
}
