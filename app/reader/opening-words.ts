// The text a shared passage link carries: its first words.

/** The passage's first words, as a shared link's text: at most `words` words, "…" when cut. */
export function openingWords(text: string, words = 12): string {
  const all = text.trim().split(/\s+/).filter(Boolean)
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ')
}
