// Where a highlight whose words were edited sits now: in the paragraph its surroundings are still
// in (the words just after it, else just before it; an edit of the words alone leaves those), the
// nearest of them to where it was. Failing that, the stored place as annotation-anchors.ts gives it
// (`near`), which counts paragraphs as they were and so drifts once paragraphs were added before it.
import { BLOCK_JOIN, blockStarts, type QuoteSelector } from '../../story-text/annotation-anchors.ts'

/** Context shorter than this (a word or two) is found in too many places to tell anything. */
const SHORTEST = 8
/** The part of the context next to the quote that is tried when the whole of it was edited too. */
const NEXT_TO_IT = 16

export function changedBlock(texts: readonly string[], selector: QuoteSelector, near: number): number {
  const joined = texts.join(BLOCK_JOIN)
  const starts = blockStarts(texts)
  const blockAt = (index: number) => starts.findLastIndex((start) => start <= index)
  const hint = (starts[near] ?? 0) + selector.offset
  // Where the quote would be: before the words that followed it, after those that came before it.
  const tries: Array<[string, (match: number, context: string) => number]> = [
    [selector.suffix, (match) => match],
    [selector.prefix, (match, context) => match + context.length],
    [selector.suffix.slice(0, NEXT_TO_IT), (match) => match],
    [selector.prefix.slice(-NEXT_TO_IT), (match, context) => match + context.length],
  ]
  for (const [context, quoteAt] of tries) {
    if (context.trim().length < SHORTEST) continue
    let best: number | undefined
    for (let match = joined.indexOf(context); match >= 0; match = joined.indexOf(context, match + 1)) {
      const at = quoteAt(match, context)
      if (best === undefined || Math.abs(at - hint) < Math.abs(best - hint)) best = at
    }
    if (best !== undefined) return blockAt(best)
  }
  return near
}
