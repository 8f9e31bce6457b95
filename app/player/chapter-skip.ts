// Skipping by the narration's chapters (its chapters timings), as audiobook players do: next goes
// to the next chapter's start; previous goes to the start of the chapter playing, or to the one
// before when the chapter began less than PREVIOUS_WITHIN_S ago (a second press goes further back).

/** Within this long of a chapter's start, previous goes to the chapter before. */
export const PREVIOUS_WITHIN_S = 3

/** The index of the chapter playing at `seconds` (chapters in time order), or -1 before the first. */
export function chapterAt(starts: readonly number[], seconds: number): number {
  let at = -1
  starts.forEach((start, index) => {
    if (start <= seconds) at = index
  })
  return at
}

/** Where next goes: the next chapter's start, or null after the last one begins. */
export function nextChapterStart(starts: readonly number[], seconds: number): number | null {
  return starts[chapterAt(starts, seconds) + 1] ?? null
}

/** Where previous goes: this chapter's start, or the one before's within its first seconds. */
export function previousChapterStart(starts: readonly number[], seconds: number): number {
  const at = chapterAt(starts, seconds)
  if (at < 0) return 0
  const intoIt = seconds - starts[at]!
  return intoIt < PREVIOUS_WITHIN_S && at > 0 ? starts[at - 1]! : starts[at]!
}
