// The audio links an admin sends with a story: one of this site's audio paths is kept as sent (the
// forms are in contract/media-urls.ts), a pasted upload answer is cleaned to its old-form path,
// anything else must be an http(s) address. The other story rules both sides apply are in
// contract/story-rules.ts.
import { isOwnAudioPath, legacyAudioPath } from '../../../contract/media-urls.ts'
import { httpUrl } from '../../../contract/http-url.ts'

/**
 * An uploaded-audio URL as the form sends it. A value holding JSON text (a pasted upload answer)
 * is cleaned to /audio/{id}, or dropped (null) when no id can be found in it.
 */
export function cleanAudioFileUrl(raw: string): string | null | 'invalid' {
  const value = raw.trim()
  if (value === '') return null
  if (/[{}"]/.test(value)) return legacyAudioPath(value) ?? null
  if (isOwnAudioPath(value)) return value
  return httpUrl(value) === null ? 'invalid' : value
}
