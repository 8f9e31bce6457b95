// A link address as react-markdown made it: percent-encoded where CommonMark says so, and blanked
// unless it is relative or http(s), mailto, irc(s) or xmpp (so javascript: never reaches an href).

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i
/** ASCII characters that stay as they are in an address. */
const KEPT = /[!#$&-;=?-Z_a-z~]/
const HEX_PAIR = /^[0-9A-Za-z]{2}$/

/** micromark's normalizeUri: every other character percent-encoded, `%XX` left alone. */
export function normalizeUrl(value: string): string {
  let out = ''
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code === 37 && HEX_PAIR.test(value.slice(i + 1, i + 3))) {
      out += value.slice(i, i + 3)
      i += 2
    } else if (code < 128) {
      out += KEPT.test(value[i]!) ? value[i] : encodeURIComponent(value[i]!)
    } else if (code >= 0xd800 && code < 0xe000) {
      const next = value.charCodeAt(i + 1)
      const isPair = code < 0xdc00 && next >= 0xdc00 && next < 0xe000
      out += encodeURIComponent(isPair ? value.slice(i, i + 2) : '\uFFFD')
      if (isPair) i++
    } else {
      out += encodeURIComponent(value[i]!)
    }
  }
  return out
}

/** The address to link to, or '' (shown as plain text) when its protocol is not a safe one. */
export function safeUrl(raw: string): string {
  const value = normalizeUrl(raw)
  const colon = value.indexOf(':')
  const isRelative = colon === -1 || [value.indexOf('/'), value.indexOf('?'), value.indexOf('#')].some((at) => at !== -1 && colon > at)
  return isRelative || SAFE_PROTOCOL.test(value.slice(0, colon)) ? value : ''
}
