// What a link may point to: an absolute http:// or https:// address, so a link's href can only open
// a web page, never run script (javascript:), carry a document (data:) or reach files (file:). What
// is stored is the address as the URL standard reads it (which is also how a browser reads the
// href), so what was checked is exactly what is kept.
import { Errors } from '../../errors.ts'

const WEB_ADDRESS = 'URL must be a full web address starting with http:// or https://'

export function checkLinkUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new Errors.BadInput(`${WEB_ADDRESS}, such as https://example.com/page.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Errors.BadInput(`${WEB_ADDRESS}; ${url.protocol} links are not allowed.`)
  }
  // A name and password before the host hide where a link really goes (https://trusted@elsewhere).
  if (url.username || url.password) throw new Errors.BadInput('URL must not contain a user name or password.')
  return url.href
}
