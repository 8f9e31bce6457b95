// The story rules of stories.md §5 that the server applies to what an admin sends: defaults,
// the computed read time, the season choice, and the cleaning of legacy audio links.
export const DEFAULT_DESCRIPTION = 'A thrilling sci-fi story.'
export const WORDS_PER_MINUTE = 200

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Word count / 200, rounded, at least 1, written like "3min". */
export function readTimeFor(text: string): string {
  return `${Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE))}min`
}

const OWN_AUDIO_PATH = /^\/(?:api\/audio|audio|objects)\/[A-Za-z0-9][A-Za-z0-9._\-/]{0,255}$/
const LEGACY_ID = /\/(?:audio|uploads)\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})/

/**
 * An uploaded-audio URL as the form sends it. A value holding JSON text (a pasted upload answer)
 * is cleaned to /audio/{id}, or dropped (null) when no id can be found in it.
 */
export function cleanAudioFileUrl(raw: string): string | null | 'invalid' {
  const value = raw.trim()
  if (value === '') return null
  if (/[{}"]/.test(value)) {
    const id = LEGACY_ID.exec(value)?.[1]
    return id ? `/audio/${id}` : null
  }
  if (OWN_AUDIO_PATH.test(value) && !value.includes('..')) return value
  return isHttpUrl(value) ? value : 'invalid'
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
