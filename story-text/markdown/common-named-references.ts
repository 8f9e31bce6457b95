// The character reference names the service worker knows (entities.ts says why not all of HTML's):
// besides the basic ones, the punctuation typed Markdown uses most.
import { BASIC_NAMES, byTable, setNameDecoder } from './entities.ts'

const COMMON: Readonly<Record<string, string>> = {
  ...BASIC_NAMES,
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
}

export function decodeCommonNamedReferences(): void {
  setNameDecoder(byTable(COMMON))
}
