// Text for the book's XML files (XHTML, OPF, NCX): the characters XML 1.0 forbids taken out and
// the markup characters escaped, so no title, description or chapter can break a document.

/**
 * What XML 1.0 (§2.2 Char) does not allow anywhere: C0 controls other than tab, LF and CR,
 * U+FFFE and U+FFFF, and a surrogate half without its partner (`\p{Cs}` with the u flag).
 */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what it removes
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\p{Cs}]/gu

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** `text` without the characters XML 1.0 forbids. */
export const stripForbidden = (text: string): string => text.replace(FORBIDDEN, '')

/** `text` safe as XML element content or as a double- or single-quoted attribute value. */
export const escapeXml = (text: string): string => stripForbidden(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/**
 * `text` when it shows something once cleaned, else `fallback`: readers and epubcheck need a
 * visible name for every title, heading and contents entry.
 */
export const visibleOr = (text: string, fallback: string): string =>
  stripForbidden(text).trim() === '' ? fallback : stripForbidden(text)
