// HTML's whole list of character reference names, for the reader where no document is at hand to
// decode them: the server's (its first screens, its books) and the tests'. Never imported by the
// page or the service worker, which could not carry the list (entities.ts says what they do).
import { decodeHTMLStrict } from 'entities/decode'
import { setNameDecoder } from './entities.ts'

export function decodeAllNamedReferences(): void {
  setNameDecoder((name) => {
    const reference = `&${name};`
    const decoded = decodeHTMLStrict(reference)
    return decoded === reference ? undefined : decoded
  })
}
