// Character references in story text (`&amp;`, `&#8212;`, `&#x2014;`): numbers always, names for
// the common ones. An unknown name stays as written; stories converted from Word have none.

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad',
  mdash: '—', ndash: '–', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  laquo: '«', raquo: '»', bull: '•', middot: '·', dagger: '†', Dagger: '‡', sect: '§', para: '¶',
  copy: '©', reg: '®', trade: '™', deg: '°', times: '×', divide: '÷', plusmn: '±', prime: '′',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', aacute: 'á', agrave: 'à', acirc: 'â', auml: 'ä',
  iacute: 'í', iuml: 'ï', oacute: 'ó', ocirc: 'ô', ouml: 'ö', uacute: 'ú', uuml: 'ü', ccedil: 'ç',
  ntilde: 'ñ', szlig: 'ß', aelig: 'æ', oslash: 'ø', aring: 'å', Eacute: 'É', Aacute: 'Á',
  euro: '€', pound: '£', yen: '¥', cent: '¢', star: '☆', hearts: '♥', rarr: '→', larr: '←',
}

/** `match` is ENTITY's: [whole, hex digits, decimal digits, name]. */
export function decodeEntity([whole, hex, decimal, name]: RegExpExecArray | string[]): string {
  if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name]! : whole!
  const code = Number.parseInt((hex ?? decimal)!, hex === undefined ? 10 : 16)
  const isValid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return String.fromCodePoint(isValid ? code : 0xfffd)
}
