// The pieces links are written with, read the same way in a paragraph's links and in link reference
// definitions (`[label]: /address "title"` on a line of its own, which a paragraph starts with).
import { ASCII_PUNCTUATION, unescape } from './entities.ts'
import type { Definitions } from './block-node.ts'

/** A label holds at most 999 characters, and brackets only escaped. */
const LABEL = /\[(?:[^\\[\]]|\\[\s\S]){0,1000}\]/y
const BRACED_DESTINATION = /<(?:[^<>\n\\]|\\[\s\S])*>/y
const TITLE = /"(?:\\[\s\S]|[^\\"])*"|'(?:\\[\s\S]|[^\\'])*'|\((?:\\[\s\S]|[^\\()])*\)/y
/** Nested parentheses in an address: the spec allows a limit, which keeps a long run of `(` cheap. */
const MAX_PARENTHESES = 32

/** The length of the `[label]` at `at`, or 0. */
export function scanLabel(text: string, at: number): number {
  LABEL.lastIndex = at
  const match = LABEL.exec(text)
  return match && match[0].length <= 1001 ? match[0].length : 0
}

/** A label as labels are compared: case folded, its runs of spaces one space, `[`/`]` off. */
export const normalizeLabel = (label: string): string =>
  label
    .slice(1, -1)
    .trim()
    .replace(/[ \t\r\n]+/g, ' ')
    .toLowerCase()
    .toUpperCase()

/** Past the spaces and tabs at `at`. */
function skipSpacesAndTabs(text: string, at: number): number {
  let i = at
  while (text[i] === ' ' || text[i] === '\t') i++
  return i
}

/** Spaces and tabs, with at most one line end among them. */
export function skipSpace(text: string, at: number): number {
  const i = skipSpacesAndTabs(text, at)
  return text[i] === '\n' ? skipSpacesAndTabs(text, i + 1) : i
}

/** A piece of a link read at some place: its text decoded, and where it ends. */
interface Scanned {
  value: string
  end: number
}

/** What `pattern` (sticky, one delimiter each side) matches at `at`, without its delimiters. */
function scanDelimited(pattern: RegExp, text: string, at: number): Scanned | null {
  pattern.lastIndex = at
  const match = pattern.exec(text)
  return match ? { value: unescape(match[0].slice(1, -1)), end: at + match[0].length } : null
}

/** A link's address at `at` (`<…>`, or up to a space with its parentheses balanced), decoded. */
export function scanDestination(text: string, at: number): Scanned | null {
  if (text[at] === '<') return scanDelimited(BRACED_DESTINATION, text, at)
  let i = at
  let depth = 0
  while (i < text.length) {
    const char = text[i]!
    if (char === '\\' && ASCII_PUNCTUATION.test(text[i + 1] ?? '')) i += 2
    else if (char === '(') {
      if (++depth > MAX_PARENTHESES) return null
      i++
    } else if (char === ')') {
      if (depth === 0) break
      depth--
      i++
    } else if (char <= ' ' || char === '\x7f')
      break // a space or an ASCII control character ends it
    else i++
  }
  if ((i === at && text[i] !== ')') || depth !== 0) return null
  return { value: unescape(text.slice(at, i)), end: i }
}

/** A title in "…", '…' or (…) at `at`, decoded. */
export function scanTitle(text: string, at: number): Scanned | null {
  return scanDelimited(TITLE, text, at)
}

/** Past the spaces to the end of the line at `at`, or -1 when something else is on it. */
function lineEnd(text: string, at: number): number {
  const i = skipSpacesAndTabs(text, at)
  if (i === text.length) return i
  return text[i] === '\n' ? i + 1 : -1
}

/**
 * The link reference definition a paragraph's text starts with, kept (the first of a label wins);
 * answers how much of the text it took, 0 when the text does not start with one.
 */
export function readDefinition(text: string, definitions: Definitions): number {
  const labelLength = scanLabel(text, 0)
  if (labelLength === 0 || text[labelLength] !== ':') return 0
  const destination = scanDestination(text, skipSpace(text, labelLength + 1))
  if (!destination) return 0
  const titleAt = skipSpace(text, destination.end)
  const title = titleAt > destination.end ? scanTitle(text, titleAt) : null
  const afterTitle = title ? lineEnd(text, title.end) : -1
  // A title with more on its line is no title: the definition may still end after the address.
  const end = afterTitle >= 0 ? afterTitle : lineEnd(text, destination.end)
  const label = normalizeLabel(text.slice(0, labelLength))
  if (end < 0 || label === '') return 0
  if (!definitions.has(label)) {
    definitions.set(
      label,
      afterTitle >= 0 ? { href: destination.value, title: title!.value } : { href: destination.value },
    )
  }
  return end
}
