// A story's text as the page reads it: the one Markdown reader (story-text/markdown/), with the names
// of character references (`&frac34;`) decoded by the browser's own HTML parser, which knows all of
// HTML's. On the server, entry-server.tsx gives it HTML's list instead: the page hydrates what the
// server drew.
import { decodeNamedReferencesByDocument } from '../../story-text/markdown/document-named-references.ts'
import { parseStory } from '../../story-text/markdown/parse-markdown.ts'

if (typeof document === 'object') decodeNamedReferencesByDocument()

export { parseStory }
