// Turns what a person typed into an FTS5 MATCH expression that can never be a syntax error:
// every token is a quoted string (quotes doubled), all tokens required. Only the last word is
// matched as a prefix (it may still be being typed); a prefix on every word would make a common
// short word expand to half the vocabulary.
const MAX_TOKENS = 12
const HAS_WORD = /[\p{L}\p{N}]/u

export function toFtsQuery(input: string): string | null {
  const tokens = input.split(/\s+/u).filter((t) => HAS_WORD.test(t)).slice(0, MAX_TOKENS)
  if (tokens.length === 0) return null
  return tokens.map((t, i) => `"${t.replaceAll('"', '""')}"${i === tokens.length - 1 ? '*' : ''}`).join(' ')
}
