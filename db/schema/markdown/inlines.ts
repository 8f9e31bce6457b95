// A story paragraph's inline Markdown, following CommonMark: **strong** and *emphasis* (with `_`
// too, by the spec's delimiter rules), `code`, [links](https://…) and <https://…> autolinks,
// backslash escapes, character references, hard line breaks, and images (this site's pictures only:
// another's would tell it who reads what). Raw HTML is not recognised, so it stays text. Link
// addresses are made safe (safe-url.ts).
import { decodeEntity } from './entities.ts'
import { safeUrl } from './safe-url.ts'
import { delimiterRun, finish, processEmphasis, type Bracket, type Inline, type Token } from './emphasis.ts'

export type { Inline } from './emphasis.ts'

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/
const ENTITY = /^&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/
const URI_AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/
const EMAIL_AUTOLINK = /^<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/

export function parseInlines(text: string): Inline[] {
  const tokens: Token[] = []
  const pushText = (value: string) => tokens.push({ kind: 'text', value })
  let i = 0
  while (i < text.length) {
    const char = text[i]!
    if (char === '\\') {
      const next = text[i + 1]
      if (next === '\n') {
        hardBreak(tokens)
        i = skipIndent(text, i + 2)
      } else if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
        pushText(next)
        i += 2
      } else {
        pushText('\\')
        i++
      }
    } else if (char === '\n') {
      lineEnd(tokens)
      i = skipIndent(text, i + 1)
    } else if (char === '`') {
      i = codeSpan(text, i, tokens)
    } else if (char === '*' || char === '_') {
      i = delimiterRun(text, i, char, tokens)
    } else if (char === '[' || (char === '!' && text[i + 1] === '[')) {
      tokens.push({ kind: 'bracket', image: char === '!', active: true })
      i += char === '!' ? 2 : 1
    } else if (char === ']') {
      i = closeBracket(text, i, tokens)
    } else if (char === '<' && autolink(text, i, tokens)) {
      i = text.indexOf('>', i) + 1
    } else if (char === '&' && ENTITY.test(text.slice(i, i + 40))) {
      const match = ENTITY.exec(text.slice(i, i + 40))!
      pushText(decodeEntity(match))
      i += match[0].length
    } else {
      let end = i + 1
      while (end < text.length && !'\\\n`*_[]!<&'.includes(text[end]!)) end++
      pushText(text.slice(i, end))
      i = end
    }
  }
  processEmphasis(tokens, -1)
  return finish(tokens)
}

function skipIndent(text: string, from: number): number {
  let i = from
  while (text[i] === ' ' || text[i] === '\t') i++
  return i
}

/** A line end: two spaces or more before it make a hard break, else it is kept as a newline. */
function lineEnd(tokens: Token[]): void {
  const last = tokens[tokens.length - 1]
  if (last?.kind === 'text') {
    const trimmed = last.value.replace(/ +$/, '')
    const isHard = last.value.length - trimmed.length >= 2
    last.value = trimmed
    if (isHard) {
      hardBreak(tokens)
      return
    }
  }
  tokens.push({ kind: 'text', value: '\n' })
}

/** A <br>, and the line end after it kept as text (as react-markdown kept it). */
function hardBreak(tokens: Token[]): void {
  tokens.push({ kind: 'node', node: { type: 'break' } }, { kind: 'text', value: '\n' })
}

function codeSpan(text: string, start: number, tokens: Token[]): number {
  const ticks = /^`+/.exec(text.slice(start))![0]
  let search = start + ticks.length
  while (search < text.length) {
    const at = text.indexOf(ticks, search)
    if (at === -1) break
    const run = /^`+/.exec(text.slice(at))![0]
    if (run.length === ticks.length) {
      let value = text.slice(start + ticks.length, at).replace(/\n/g, ' ')
      if (value.length > 2 && value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '') value = value.slice(1, -1)
      tokens.push({ kind: 'node', node: { type: 'code', value } })
      return at + run.length
    }
    search = at + run.length
  }
  tokens.push({ kind: 'text', value: ticks })
  return start + ticks.length
}

function autolink(text: string, start: number, tokens: Token[]): boolean {
  const rest = text.slice(start, start + 2048)
  const uri = URI_AUTOLINK.exec(rest)
  const email = uri ? null : EMAIL_AUTOLINK.exec(rest)
  const address = uri?.[1] ?? email?.[1]
  if (address === undefined) return false
  tokens.push({ kind: 'node', node: { type: 'link', href: safeUrl(email ? `mailto:${address}` : address), children: [address] } })
  return true
}

/** `]`: a link or an image when an inline destination follows its `[`, else plain text. */
function closeBracket(text: string, start: number, tokens: Token[]): number {
  let opener = -1
  for (let t = tokens.length - 1; t >= 0; t--) {
    if (tokens[t]!.kind === 'bracket') {
      opener = t
      break
    }
  }
  const bracket = tokens[opener] as Bracket | undefined
  const destination = bracket?.active ? linkDestination(text, start + 1) : null
  if (!bracket || !destination) {
    if (bracket) tokens[opener] = { kind: 'text', value: bracket.image ? '![' : '[' }
    tokens.push({ kind: 'text', value: ']' })
    return start + 1
  }
  processEmphasis(tokens, opener)
  const children = finish(tokens.splice(opener + 1))
  tokens.pop()
  if (!bracket.image) {
    tokens.push({ kind: 'node', node: { type: 'link', href: safeUrl(destination.href), children } })
    // Links do not nest: an earlier `[` can no longer make one.
    for (const token of tokens) if (token.kind === 'bracket' && !token.image) token.active = false
  } else {
    const src = isOwnPath(destination.href) ? safeUrl(destination.href) : ''
    tokens.push({ kind: 'node', node: { type: 'image', src, alt: plainText(children) } })
  }
  return destination.end
}

/** A path on this site ("/api/media/..."), not another site's address ("//host/..." is one). */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')

/** An image's description: the text of its children, as CommonMark takes an image's alt. */
function plainText(nodes: readonly Inline[]): string {
  return nodes.map((node) => {
    if (typeof node === 'string') return node
    if (node.type === 'code') return node.value
    if (node.type === 'image') return node.alt
    return node.type === 'break' ? '\n' : plainText(node.children)
  }).join('')
}

/** `(address "title")` right after `]`: the address (escapes and references decoded) and where it ends. */
function linkDestination(text: string, start: number): { href: string; end: number } | null {
  if (text[start] !== '(') return null
  let i = skipSpace(text, start + 1)
  let raw = ''
  if (text[i] === '<') {
    const close = /^<((?:[^<>\n\\]|\\.)*)>/.exec(text.slice(i))
    if (!close) return null
    raw = close[1]!
    i += close[0].length
  } else {
    let depth = 0
    const from = i
    while (i < text.length) {
      const char = text[i]!
      if (char === '\\' && i + 1 < text.length && ASCII_PUNCTUATION.test(text[i + 1]!)) i += 2
      else if (char === '(') { depth++; i++ }
      else if (char === ')') {
        if (depth === 0) break
        depth--
        i++
      } else if (char <= " ") break // a space or a control character ends the address
      else i++
    }
    if (depth !== 0) return null
    raw = text.slice(from, i)
  }
  const beforeTitle = i
  i = skipSpace(text, i)
  if (i > beforeTitle && `"'(`.includes(text[i] ?? '')) {
    const closer = text[i] === '(' ? ')' : text[i]!
    const title = new RegExp(`^\\${text[i]}(?:[^\\${closer}\\\\]|\\\\[\\s\\S])*\\${closer}`).exec(text.slice(i))
    if (!title) return null
    i = skipSpace(text, i + title[0].length)
  }
  if (text[i] !== ')') return null
  return { href: unescape(raw), end: i + 1 }
}

function skipSpace(text: string, from: number): number {
  let i = from
  let newlines = 0
  while (text[i] === ' ' || text[i] === '\t' || (text[i] === '\n' && ++newlines === 1)) i++
  return i
}

/** Backslash escapes and character references decoded (a link's address, a code block's language). */
export const unescape = (value: string) =>
  value.replace(/\\([!-/:-@[-`{-~])|&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g, (whole, escaped: string | undefined) =>
    escaped ?? decodeEntity(ENTITY.exec(whole)!))
