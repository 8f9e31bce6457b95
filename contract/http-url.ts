// An address that can only open a web page: http:// or https://, never javascript:, data: or
// file:. The page's links, a story's audio link and a page preview's picture all go by this rule;
// what is kept is the address as the URL standard reads it, which is also how a browser reads it.

/** The address as the URL standard reads it (against `base` when given) if it is http(s), else null. */
export function httpUrl(raw: string, base?: string): string | null {
  try {
    const url = new URL(raw, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
