// `]`: the nearest `[` (or `![`) still open becomes a link (or an image) when an address follows,
// `(address "title")`, or when its label is defined (`[text][label]`, `[label][]`, `[label]`);
// else both stay text. A link cannot hold a link, so a link makes the `[`s before it inactive.
// Addresses are made safe (safe-url.ts).
import { processEmphasis } from './emphasis.ts'
import type { Bracket, InlineState } from './inline-pieces.ts'
import { normalizeLabel, scanDestination, scanLabel, scanTitle, skipSpace } from './link-syntax.ts'
import { safeUrl } from './safe-url.ts'

interface Target {
  href: string
  title?: string
  end: number
}

/** `(address "title")` at `at`. */
function inlineTarget(text: string, at: number): Target | null {
  if (text[at] !== '(') return null
  const destination = scanDestination(text, skipSpace(text, at + 1))
  if (!destination) return null
  let i = skipSpace(text, destination.end)
  const title = i > destination.end ? scanTitle(text, i) : null
  if (title) i = skipSpace(text, title.end)
  return text[i] === ')' ? { href: destination.value, title: title?.value, end: i + 1 } : null
}

/** A defined label after `]` (`[label]`, or `[]` for the link text's own), or the link text's. */
function referenceTarget(state: InlineState, opener: Bracket, after: number): Target | null {
  const { text } = state
  const labelLength = scanLabel(text, after)
  // The link text is the label unless a `[` lies in it, or it is longer than a label may be.
  const ownLabel = opener.hasBracketAfter || after - opener.at > 1001 ? undefined : text.slice(opener.at, after)
  const label = labelLength > 2 ? text.slice(after, after + labelLength) : ownLabel
  const definition = label === undefined ? undefined : state.definitions.get(normalizeLabel(label))
  return definition ? { ...definition, end: after + labelLength } : null
}

export function closeBracket(state: InlineState): void {
  const after = ++state.pos
  const { brackets } = state
  const opener = brackets.at(-1)
  const isActive = opener && (opener.isImage || brackets.length - 1 >= state.inactiveBelow)
  const target = opener && isActive ? (inlineTarget(state.text, after) ?? referenceTarget(state, opener, after)) : null
  if (opener) brackets.pop()
  state.inactiveBelow = Math.min(state.inactiveBelow, brackets.length)
  if (!opener || !target) {
    state.pieces.push({ kind: 'text', value: ']' })
    return
  }
  state.pos = target.end
  opener.target = { href: safeUrl(target.href), title: target.title }
  state.pieces.push({ kind: 'end' })
  processEmphasis(state.delimiters, opener.delimiterBelow)
  // A link makes every `[` still open before it inactive (one number, so a long run of them is cheap).
  if (!opener.isImage) state.inactiveBelow = brackets.length
}
