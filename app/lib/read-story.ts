// A story's text as the page reads it: the one Markdown reader (db/schema/markdown/), with the names
// of character references (`&frac34;`) decoded by the browser's own HTML parser, which knows all of
// HTML's. On the server, entry-server.tsx gives it HTML's list instead: the page hydrates what the
// server drew.
import { decodeNamedReferencesByDocument } from '../../db/schema/markdown/document-named-references.ts'
import { parseStory } from '../../db/schema/markdown/parse-markdown.ts'

if (typeof document === 'object') decodeNamedReferencesByDocument()

export { parseStory }
