// Turns what a person typed into an FTS5 MATCH expression that can never be a syntax error:
// every token is a quoted string (quotes doubled), matched as a prefix, all tokens required.
const MAX_TOKENS = 12
const HAS_WORD = /[\p{L}\p{N}]/u

export function toFtsQuery(input: string): string | null {
  const tokens = input.split(/\s+/u).filter((t) => HAS_WORD.test(t)).slice(0, MAX_TOKENS)
  if (tokens.length === 0) return null
  return tokens.map((t) => `"${t.replaceAll('"', '""')}"*`).join(' ')
}
