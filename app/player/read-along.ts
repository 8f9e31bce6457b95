// Read-along: which paragraph of the text the narration is speaking. Each captions cue is placed
// on the paragraph its words match, in order through the text, by words alone (case, punctuation
// and accents aside), so an edited comma, a changed word or a paragraph one side lacks does not
// lose the place: a cue that matches nothing near where the narration is stays unplaced, and the
// highlight stays where it was.
import type { Cue } from '../../story-text/webvtt.ts'

export interface TextParagraph {
  id: string
  text: string
}

/** A cue placed on a paragraph. */
export interface PlacedCue {
  start: number
  end: number
  paragraphId: string
}

/** How far ahead of the last placed cue a cue's words are looked for (a paragraph or two). */
const LOOK_AHEAD_WORDS = 400
/** The share of a longer cue's words that must match, in order, to place it. */
const MATCH_SHARE = 0.6
/** A short cue ("The gate hummed.") must match whole: two words of three are found anywhere. */
const WHOLE_UP_TO_WORDS = 4
const needed = (words: number) => (words <= WHOLE_UP_TO_WORDS ? words : Math.ceil(words * MATCH_SHARE))
/** Words the text may add within a cue's span. */
const SLACK_WORDS = 5

export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)

/** How many of `a`'s words appear in `b` in the same order (longest common subsequence). */
function inOrder(a: readonly string[], b: readonly string[]): { matched: number; lastInB: number } {
  const rows = a.length + 1
  const cols = b.length + 1
  const table = new Uint16Array(rows * cols)
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      table[i * cols + j] =
        a[i - 1] === b[j - 1]
          ? table[(i - 1) * cols + j - 1]! + 1
          : Math.max(table[(i - 1) * cols + j]!, table[i * cols + j - 1]!)
    }
  }
  const matched = table[rows * cols - 1]!
  // The first column of b at which the whole match is reached: where the cue's words end.
  let lastInB = 0
  for (let j = 1; j < cols; j++)
    if (table[(rows - 1) * cols + j] === matched) {
      lastInB = j - 1
      break
    }
  return { matched, lastInB }
}

/** Places the cues, in time order, on the paragraphs (in reading order). */
export function placeCues(cues: readonly Cue[], paragraphs: readonly TextParagraph[]): PlacedCue[] {
  const words: string[] = []
  const owner: number[] = []
  paragraphs.forEach((paragraph, index) => {
    for (const word of wordsOf(paragraph.text)) {
      words.push(word)
      owner.push(index)
    }
  })
  const placed: PlacedCue[] = []
  let from = 0
  for (const cue of cues) {
    const said = wordsOf(cue.text)
    if (said.length === 0) continue
    const heads = new Map(
      said
        .slice(0, 3)
        .map((word, at) => [word, at] as const)
        .reverse(),
    )
    let best = { matched: 0, start: 0, end: 0 }
    const until = Math.min(words.length, from + LOOK_AHEAD_WORDS)
    for (let at = from; at < until; at++) {
      const head = heads.get(words[at]!)
      if (head === undefined) continue
      const start = Math.max(from, at - head)
      const span = words.slice(start, start + said.length + SLACK_WORDS)
      const { matched, lastInB } = inOrder(said, span)
      if (matched > best.matched) best = { matched, start, end: start + lastInB }
    }
    if (best.matched < needed(said.length)) continue
    // The paragraph that holds most of the matched span.
    const counts = new Map<number, number>()
    for (let at = best.start; at <= best.end; at++) counts.set(owner[at]!, (counts.get(owner[at]!) ?? 0) + 1)
    const paragraph = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
    placed.push({ start: cue.start, end: cue.end, paragraphId: paragraphs[paragraph]!.id })
    from = best.end + 1
  }
  return placed
}

/** The paragraph being spoken at `seconds`: the last placed cue begun by then (none before the first). */
export function paragraphAt(placed: readonly PlacedCue[], seconds: number): string | null {
  let low = 0
  let high = placed.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (placed[middle]!.start <= seconds) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found < 0 ? null : placed[found]!.paragraphId
}

/** Where the narration starts speaking a paragraph, or null when no cue is placed on it. */
export function paragraphStart(placed: readonly PlacedCue[], paragraphId: string): number | null {
  return placed.find((cue) => cue.paragraphId === paragraphId)?.start ?? null
}
