// Whether a request came from a page of another site. The session cookie is SameSite=Strict, which
// stops other sites but not a sibling subdomain (same-site) or an old browser: a cookie proves the
// admin for a change only when the request came from the hub's own pages.
import type { IncomingHttpHeaders } from 'node:http'

/**
 * From another site: the browser says so (Sec-Fetch-Site cross-site or same-site), or the request
 * names an Origin that is not the hub's: PUBLIC_ORIGIN, or without it the host name the request was
 * sent to (the port and scheme left out: a proxy in front may change them). A request without
 * either header (a script, an old browser's same-origin request) is not.
 */
export function isFromAnotherSite(
  headers: IncomingHttpHeaders,
  host: string,
  publicOrigin: string | undefined,
): boolean {
  const site = headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = headers.origin
  if (origin === undefined) return false
  try {
    return publicOrigin === undefined
      ? new URL(origin).hostname !== new URL(`http://${host}`).hostname
      : new URL(origin).origin !== new URL(publicOrigin).origin
  } catch {
    return true // "null" (a sandboxed frame, a privacy redirect) or anything unreadable
  }
}
