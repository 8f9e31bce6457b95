// A link address as react-markdown made it: percent-encoded where CommonMark says so, and blanked
// unless it is relative or http(s), mailto, irc(s) or xmpp (so javascript: never reaches an href).

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i
/** A `%` not starting `%XX` (two letters or digits), or a run without `%`. */
const PIECES = /%(?![0-9A-Za-z]{2})|[^%]+/g

/**
 * micromark's normalizeUri: what encodeURI leaves alone stays (its set is the same), `%XX` stays,
 * every other character is percent-encoded, and half of a surrogate pair alone becomes U+FFFD.
 */
export const normalizeUrl = (value: string): string =>
  value.replace(PIECES, (piece) => (piece === '%' ? '%25' : encodeURI(piece.replace(/\p{Cs}/gu, '\uFFFD'))))

/** The address to link to, or '' (shown as plain text) when its protocol is not a safe one. */
export function safeUrl(raw: string): string {
  const value = normalizeUrl(raw)
  const colon = value.indexOf(':')
  const isRelative =
    colon === -1 || [value.indexOf('/'), value.indexOf('?'), value.indexOf('#')].some((at) => at !== -1 && colon > at)
  return isRelative || SAFE_PROTOCOL.test(value.slice(0, colon)) ? value : ''
}
