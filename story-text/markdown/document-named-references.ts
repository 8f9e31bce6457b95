// In a page, character reference names are decoded by the browser's own HTML parser, which knows
// all of HTML's (as react-markdown did): the page carries no list of them.
import { setNameDecoder } from './entities.ts'

let element: HTMLElement | undefined

/** A name the parser knows only as the start of a longer one (`&not` in `&notit;`) reads as that
 * start and the rest ("¬it;"): that is no reference either. */
function decodeByDocument(name: string): string | undefined {
  element ??= document.createElement('i')
  element.innerHTML = `&${name};`
  const decoded = element.textContent ?? ''
  return decoded === `&${name};` || (decoded.endsWith(';') && name !== 'semi') ? undefined : decoded
}

export function decodeNamedReferencesByDocument(): void {
  setNameDecoder(decodeByDocument)
}
