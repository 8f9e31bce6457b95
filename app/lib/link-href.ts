// A link's address as the page may use it: only http and https (the server stores nothing else,
// and the page checks again, so an href can never run script whatever reached the device).
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

/** The address as a person reads it: no scheme, no trailing slash. */
export const shownUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '')
