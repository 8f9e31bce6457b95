// Emphasis in a paragraph (**strong**, *emphasis*, with `_` too) by CommonMark's delimiter rules,
// as micromark (react-markdown's parser) applies them; and the token list inlines.ts builds.

export type Inline =
  | string
  | { type: 'strong' | 'emphasis'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'break' }
  | { type: 'link'; href: string; children: Inline[] }
  /** src '' when the picture is not this site's: its alt text shows instead. */
  | { type: 'image'; src: string; alt: string }

export interface Delimiter { kind: 'delimiter'; char: '*' | '_'; length: number; canOpen: boolean; canClose: boolean }
export interface Bracket { kind: 'bracket'; image: boolean; active: boolean }
export type Token = { kind: 'text'; value: string } | { kind: 'node'; node: Inline } | Delimiter | Bracket

const PUNCTUATION = /[\p{P}\p{S}]/u
const WHITESPACE = /\s/

const classify = (char: string | undefined) => (char === undefined || WHITESPACE.test(char) ? 'space' : PUNCTUATION.test(char) ? 'punctuation' : 'other')

/** A run of `*` or `_`: whether it may open or close emphasis depends on what is on either side. */
export function delimiterRun(text: string, start: number, char: '*' | '_', tokens: Token[]): number {
  let end = start
  while (text[end] === char) end++
  const before = classify(start > 0 ? text[start - 1] : undefined)
  // Code units, not characters, as micromark (react-markdown's parser) compares them.
  const after = classify(text[end])
  const leftFlanking = after !== 'space' && (after !== 'punctuation' || before !== 'other')
  const rightFlanking = before !== 'space' && (before !== 'punctuation' || after !== 'other')
  const canOpen = char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || before === 'punctuation')
  const canClose = char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || after === 'punctuation')
  tokens.push({ kind: 'delimiter', char, length: end - start, canOpen, canClose })
  return end
}

/**
 * CommonMark's "process emphasis": each closing run (left to right) takes the nearest opening run
 * of its character before it, two characters for strong where both have two, honouring the rule
 * of 3; what matches nothing stays text. Only tokens after `bottom` take part.
 */
export function processEmphasis(tokens: Token[], bottom: number): void {
  let c = bottom + 1
  while (c < tokens.length) {
    const closer = tokens[c]!
    if (closer.kind !== 'delimiter' || !closer.canClose) {
      c++
      continue
    }
    let o = c - 1
    for (; o > bottom; o--) {
      const opener = tokens[o]!
      if (opener.kind !== 'delimiter' || opener.char !== closer.char || !opener.canOpen) continue
      // micromark (react-markdown's parser) counts what is left of each run, not the whole run.
      const breaksRuleOf3 = (opener.canClose || closer.canOpen) && closer.length % 3 !== 0 && (opener.length + closer.length) % 3 === 0
      if (!breaksRuleOf3) break
    }
    if (o === bottom) {
      c++
      continue
    }
    const opener = tokens[o] as Delimiter
    const used = opener.length >= 2 && closer.length >= 2 ? 2 : 1
    const children = finish(tokens.splice(o + 1, c - o - 1))
    tokens.splice(o + 1, 0, { kind: 'node', node: { type: used === 2 ? 'strong' : 'emphasis', children } })
    opener.length -= used
    closer.length -= used
    c = o + 2
    if (opener.length === 0) {
      tokens.splice(o, 1)
      c--
    }
    if (closer.length === 0) tokens.splice(c, 1)
  }
}

/** Tokens to inline nodes: what matched nothing becomes text, and neighbouring text joins up. */
export function finish(tokens: Token[]): Inline[] {
  const out: Inline[] = []
  for (const token of tokens) {
    const value = token.kind === 'node' ? token.node
      : token.kind === 'text' ? token.value
        : token.kind === 'delimiter' ? token.char.repeat(token.length)
          : token.image ? '![' : '['
    if (value === '') continue
    const last = out[out.length - 1]
    if (typeof value === 'string' && typeof last === 'string') out[out.length - 1] = last + value
    else out.push(value)
  }
  return out
}
