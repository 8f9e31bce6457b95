// The audio links an admin sends with a story: a legacy audio address is cleaned
// to the server's own path or refused; the other story rules both sides apply are in
// db/schema/story-rules.ts.
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
