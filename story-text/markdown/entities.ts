// Character references (`&amp;`, `&#8212;`, `&#x2014;`, `&frac34;`), and backslash escapes,
// which decode alike in addresses, titles and info strings. Numbers are decoded here. A
// name is decoded by whatever list of names the place the reader runs in gives it (setNameDecoder):
// HTML's whole list on the server (all-named-references.ts) and in a page (the browser's own:
// document-named-references.ts, given by app/lib/read-story.ts), the common names in the service
// worker (common-named-references.ts), which cannot carry HTML's list (13 KiB gzipped), so there a
// rarer name shows as written until the app's reader replaces its drawing. Before any is given,
// only the basic names below are known.

/** The text a name (without `&` and `;`) stands for, or undefined when the list has no such name. */
export type NameDecoder = (name: string) => string | undefined

export const BASIC_NAMES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** A decoder from a table of names. */
export const byTable =
  (table: Readonly<Record<string, string>>): NameDecoder =>
  (name) =>
    Object.hasOwn(table, name) ? table[name] : undefined

let decodeName: NameDecoder = byTable(BASIC_NAMES)

export function setNameDecoder(decoder: NameDecoder): void {
  decodeName = decoder
}

/** `&…;` whole, where its lastIndex is (sticky): a number in hex or decimal, or a name. */
export const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/y

/** What an ENTITY match stands for, or undefined (a name HTML does not have stays text). */
export function decodeEntity([, hex, decimal, name]: readonly (string | undefined)[]): string | undefined {
  if (name !== undefined) return decodeName(name)
  const code = Number.parseInt((hex ?? decimal)!, hex === undefined ? 10 : 16)
  const isValid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return String.fromCodePoint(isValid ? code : 0xfffd)
}

/** What a backslash escapes. */
export const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/
const ESCAPE_OR_ENTITY = new RegExp(`\\\\(${ASCII_PUNCTUATION.source})|${ENTITY.source}`, 'g')

/** Backslash escapes and character references decoded (a link's address or title, a fence's info). */
export const unescape = (value: string): string =>
  value.includes('\\') || value.includes('&')
    ? value.replace(
        ESCAPE_OR_ENTITY,
        (whole, escaped: string | undefined, hex?: string, decimal?: string, name?: string) =>
          escaped ?? decodeEntity([whole, hex, decimal, name]) ?? whole,
      )
    : value
