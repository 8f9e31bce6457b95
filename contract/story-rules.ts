// The story rules both sides apply: the description a story gets when none is
// given, and the read time computed from the words when none is given (200 words a minute,
// rounded, at least 1, written like "3min"). The server stores them; the admin's device shows them
// on a story that is still waiting to be published.
export const DEFAULT_DESCRIPTION = 'A thrilling sci-fi story.'
export const WORDS_PER_MINUTE = 200

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Word count / 200, rounded, at least 1, written like "3min". */
export function readTimeFor(text: string): string {
  return `${Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE))}min`
}
