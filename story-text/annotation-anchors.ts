// Where a reader's highlight or note sits in a story, kept as the W3C Web Annotation model does (issue
// 59): the words themselves with a little text either side (a TextQuoteSelector) and the place they
// were found, so an edit elsewhere in the story moves the highlight with its words, and an edit of
// the words marks it "passage changed" instead of dropping it. Pure rules over the story's blocks.
//
// Blocks are the reader's numbered paragraphs as plain text, in reader order, all chapters in turn:
// block i is the i-th `[data-passage]` paragraph (`#c{chapter}-p{n}`, app/reader/reader-places.tsx),
// from 0. Offsets are in UTF-16 code units (JavaScript string indexes, as DOM Ranges count them).

/** Between blocks when they are read as one text: a quote and its context may cross paragraphs. */
export const BLOCK_JOIN = '\n\n'

/** How much text either side of a quote is kept to tell it from the same words elsewhere. */
export const CONTEXT_LENGTH = 32

export interface TextPosition {
  block: number
  offset: number
}

/** The stored anchor: the quote, its context, and where it started (a hint when a quote repeats). */
export interface QuoteSelector extends TextPosition {
  exact: string
  prefix: string
  suffix: string
}

export type QuoteAnchor =
  { status: 'found'; start: TextPosition; end: TextPosition } | { status: 'changed'; near: { block: number } }

/** The W3C form, for the Web Annotation JSON export: https://www.w3.org/TR/annotation-model/#text-quote-selector */
export interface TextQuoteSelector {
  type: 'TextQuoteSelector'
  exact: string
  prefix?: string
  suffix?: string
}

/** Where each block starts in the joined text. */
export function blockStarts(blocks: readonly string[]): number[] {
  let at = 0
  return blocks.map((block) => {
    const start = at
    at += block.length + BLOCK_JOIN.length
    return start
  })
}

function isInside(blocks: readonly string[], position: TextPosition): boolean {
  const block = blocks[position.block]
  return (
    block !== undefined && Number.isInteger(position.offset) && position.offset >= 0 && position.offset <= block.length
  )
}

/** The block a joined-text index falls in, and how far into it. */
function positionAt(starts: readonly number[], blocks: readonly string[], index: number): TextPosition {
  let block = 0
  while (block + 1 < starts.length && starts[block + 1]! <= index) block++
  return { block, offset: Math.min(index - (starts[block] ?? 0), blocks[block]?.length ?? 0) }
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** Up to CONTEXT_LENGTH units before `index`, never starting in the middle of an emoji. */
function prefixBefore(text: string, index: number): string {
  const prefix = text.slice(Math.max(0, index - CONTEXT_LENGTH), index)
  return prefix.length > 0 && isLowSurrogate(prefix.charCodeAt(0)) ? prefix.slice(1) : prefix
}

/** Up to CONTEXT_LENGTH units after `index`, never ending in the middle of an emoji. */
function suffixAfter(text: string, index: number): string {
  const suffix = text.slice(index, index + CONTEXT_LENGTH)
  return suffix.length > 0 && isHighSurrogate(suffix.charCodeAt(suffix.length - 1)) ? suffix.slice(0, -1) : suffix
}

/**
 * The anchor of a selection from `start` to `end` (end excluded). Whitespace at either edge of the
 * selection is left out (a double-click often takes the space after a word). Null for a selection
 * that is empty, only whitespace, backwards, or not in these blocks: nothing to highlight.
 */
export function describeQuote(blocks: readonly string[], start: TextPosition, end: TextPosition): QuoteSelector | null {
  if (!isInside(blocks, start) || !isInside(blocks, end)) return null
  const text = blocks.join(BLOCK_JOIN)
  const starts = blockStarts(blocks)
  const selected = text.slice(starts[start.block]! + start.offset, starts[end.block]! + end.offset)
  const exact = selected.trim()
  if (exact === '') return null
  const from = starts[start.block]! + start.offset + (selected.length - selected.trimStart().length)
  const to = from + exact.length
  return { exact, prefix: prefixBefore(text, from), suffix: suffixAfter(text, to), ...positionAt(starts, blocks, from) }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The quote as a pattern in which any run of whitespace matches any other (a re-wrapped line, a
 * doubled space, two paragraphs joined) while every other character must be the same. */
function quotePattern(exact: string): RegExp {
  return new RegExp(exact.trim().split(/\s+/).map(escapeRegExp).join('\\s+'), 'g')
}

const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ')

function sharedEndLength(a: string, b: string): number {
  let n = 0
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++
  return n
}

function sharedStartLength(a: string, b: string): number {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/** How many characters of the stored context agree with the text around a match, whitespace runs
 * counted as one space. The window is wider than the context so collapsed whitespace still fills it. */
function contextAgreement(text: string, match: { from: number; to: number }, selector: QuoteSelector): number {
  const window = CONTEXT_LENGTH * 2
  const before = collapseWhitespace(text.slice(Math.max(0, match.from - window), match.from))
  const after = collapseWhitespace(text.slice(match.to, match.to + window))
  return (
    sharedEndLength(collapseWhitespace(selector.prefix), before) +
    sharedStartLength(collapseWhitespace(selector.suffix), after)
  )
}

/** Every place the quote's words occur in the text. */
function quoteMatches(text: string, exact: string): { from: number; to: number }[] {
  const pattern = quotePattern(exact)
  const matches: { from: number; to: number }[] = []
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    matches.push({ from: found.index, to: found.index + found[0].length })
    pattern.lastIndex = found.index + 1
  }
  return matches
}

/** The stored place as an index in today's text: its block clamped to the blocks there are. */
function storedIndex(starts: readonly number[], blocks: readonly string[], selector: QuoteSelector): number {
  const block = nearestBlock(blocks, selector.block)
  return (starts[block] ?? 0) + Math.min(Math.max(0, selector.offset), blocks[block]?.length ?? 0)
}

const nearestBlock = (blocks: readonly string[], block: number) => Math.max(0, Math.min(block, blocks.length - 1))

/** Context that must still agree for the same words elsewhere to count as the quote (a quarter of it). */
const MIN_AGREEMENT = CONTEXT_LENGTH / 4

/**
 * Whether the best place of the words is the quote itself, not the same words elsewhere after its
 * own were edited: enough of its stored context agrees (all there is, in a story too short for
 * more), or it is the only place and in the stored paragraph (whose neighbours may all be new).
 */
function isSamePassage(selector: QuoteSelector, agreement: number, places: number, block: number, storedBlock: number) {
  const context = collapseWhitespace(selector.prefix).length + collapseWhitespace(selector.suffix).length
  return agreement >= Math.min(MIN_AGREEMENT, context) || (places === 1 && block === storedBlock)
}

/**
 * Finds a stored quote in today's blocks. Its words must all still be there (whitespace aside);
 * among several places that have them, the one whose surroundings agree most with the stored
 * prefix and suffix wins, then the one nearest the stored place; it must still be the quote's own
 * place (isSamePassage), not the same words elsewhere. Words no longer there: 'changed',
 * near the stored block (clamped), so the note is kept and shown there as "passage changed".
 */
export function anchorQuote(blocks: readonly string[], selector: QuoteSelector): QuoteAnchor {
  const storedBlock = nearestBlock(blocks, selector.block)
  const changed: QuoteAnchor = { status: 'changed', near: { block: storedBlock } }
  if (selector.exact.trim() === '') return changed
  const text = blocks.join(BLOCK_JOIN)
  const starts = blockStarts(blocks)
  const hint = storedIndex(starts, blocks, selector)
  const ranked = quoteMatches(text, selector.exact)
    .map((match) => ({
      match,
      agreement: contextAgreement(text, match, selector),
      distance: Math.abs(match.from - hint),
    }))
    .sort((a, b) => b.agreement - a.agreement || a.distance - b.distance)
  const best = ranked[0]
  if (!best) return changed
  const start = positionAt(starts, blocks, best.match.from)
  if (!isSamePassage(selector, best.agreement, ranked.length, start.block, storedBlock)) return changed
  return { status: 'found', start, end: positionAt(starts, blocks, best.match.to) }
}

/** The stored anchor in the W3C Web Annotation form (an empty prefix or suffix is left out). */
export function toTextQuoteSelector({ exact, prefix, suffix }: QuoteSelector): TextQuoteSelector {
  return {
    type: 'TextQuoteSelector',
    exact,
    ...(prefix ? { prefix } : {}),
    ...(suffix ? { suffix } : {}),
  }
}
