// Emphasis (**strong**, *emphasis*, with `_` too) by CommonMark's delimiter rules: whether a run
// may open or close depends on what is on either side of it; each closing run, left to right, takes
// the nearest opening run of its character before it (the rule of 3 aside). Where an opener was
// looked for in vain, the next search for the same kind of closer stops there, so a paragraph of
// unmatched runs stays linear.
import type { Delimiter, DelimiterStack } from './inline-pieces.ts'

const PUNCTUATION = /[\p{P}\p{S}]/u
const WHITESPACE = /[\p{Zs}\t\n\f\r]/u
/** A text's last and first characters (code points): 😀 is a symbol, its two UTF-16 halves are not. */
const LAST = /[\s\S]$/u
const FIRST = /^[\s\S]/u

/** Space at the start or end of the text too. */
const kindOf = (char: string | undefined) =>
  char === undefined || WHITESPACE.test(char) ? 'space' : PUNCTUATION.test(char) ? 'punctuation' : 'other'

/** The run of `char` starting at `start`, and whether it can open or close emphasis. */
export function delimiterRun(text: string, start: number, char: '*' | '_'): Delimiter {
  let end = start
  while (text[end] === char) end++
  const before = kindOf(LAST.exec(text.slice(Math.max(0, start - 2), start))?.[0])
  const after = kindOf(FIRST.exec(text.slice(end, end + 2))?.[0])
  const leftFlanking = after !== 'space' && (after !== 'punctuation' || before !== 'other')
  const rightFlanking = before !== 'space' && (before !== 'punctuation' || after !== 'other')
  // `_` inside a word (snake_case) is no emphasis.
  const canOpen = char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || before === 'punctuation')
  const canClose = char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || after === 'punctuation')
  const length = end - start
  return {
    kind: 'delimiter',
    char,
    length,
    originalLength: length,
    canOpen,
    canClose,
    previous: null,
    next: null,
    opens: [],
    closes: 0,
  }
}

export function pushDelimiter(stack: DelimiterStack, delimiter: Delimiter): void {
  delimiter.previous = stack.top
  if (stack.top) stack.top.next = delimiter
  stack.top = delimiter
}

function removeDelimiter(stack: DelimiterStack, delimiter: Delimiter): void {
  if (delimiter.previous) delimiter.previous.next = delimiter.next
  if (delimiter.next) delimiter.next.previous = delimiter.previous
  else stack.top = delimiter.previous
}

/** Whether the rule of 3 forbids the pair: a run that may both open and close, lengths adding to 3n. */
const isOddMatch = (opener: Delimiter, closer: Delimiter) =>
  (closer.canOpen || opener.canClose) &&
  closer.originalLength % 3 !== 0 &&
  (opener.originalLength + closer.originalLength) % 3 === 0

/** Matches the runs above `bottom`, then takes them all off the stack. */
export function processEmphasis(stack: DelimiterStack, bottom: Delimiter | null): void {
  const openersBottom = new Map<string, Delimiter | null>()
  let closer = stack.top
  while (closer && closer.previous !== bottom) closer = closer.previous
  while (closer) {
    if (!closer.canClose) {
      closer = closer.next
      continue
    }
    const key = `${closer.char}${closer.canOpen}${closer.originalLength % 3}`
    const floor = openersBottom.has(key) ? openersBottom.get(key) : bottom
    let opener = closer.previous
    while (
      opener &&
      opener !== bottom &&
      opener !== floor &&
      (opener.char !== closer.char || !opener.canOpen || isOddMatch(opener, closer))
    ) {
      opener = opener.previous
    }
    if (opener && opener !== bottom && opener !== floor) {
      const used = closer.length >= 2 && opener.length >= 2 ? 2 : 1
      opener.length -= used
      closer.length -= used
      opener.opens.push(used === 2 ? 'strong' : 'emphasis')
      closer.closes++
      // The runs between them can no longer match anything.
      opener.next = closer
      closer.previous = opener
      if (opener.length === 0) removeDelimiter(stack, opener)
      if (closer.length === 0) {
        const next = closer.next
        removeDelimiter(stack, closer)
        closer = next
      }
    } else {
      openersBottom.set(key, closer.previous)
      const next = closer.next
      if (!closer.canOpen) removeDelimiter(stack, closer)
      closer = next
    }
  }
  while (stack.top && stack.top !== bottom) removeDelimiter(stack, stack.top)
}
