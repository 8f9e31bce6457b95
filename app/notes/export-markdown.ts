// Highlights and notes as a Markdown file: a heading per story, each quote as a blockquote with a
// link to its paragraph in the reader (an absolute address on this site) and its note under it. The
// text is the reader's own, so anything Markdown would read as markup in it is escaped: the file
// shows the same words in any Markdown reader.
import { noteUrl, type PlacedNote } from './note-places.ts'

export interface StoryNotes {
  title: string
  notes: readonly PlacedNote[]
}

/** Characters that could start markup anywhere in a line: escaped with a backslash (CommonMark 2.4). */
const INLINE_MARKUP = /[\\`*_[\]<>|~&]/g

const escapeInline = (text: string) => text.replace(INLINE_MARKUP, '\\$&')

/** A line of text that must not start a heading, list, quote, rule or code block. */
function escapeLine(line: string): string {
  return escapeInline(line.trimStart())
    .replace(/^([#>+=-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
}

/** Text in paragraphs as written: blank lines part them, a single line end stays one (a hard break). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map(escapeLine)
        .filter((line) => line !== '')
        .join('\\\n'),
    )
    .filter((paragraph) => paragraph !== '')
}

function noteBlock(placed: PlacedNote, origin: string): string {
  const { annotation } = placed
  const quote = paragraphs(annotation.selector.exact)
    .map((paragraph) => paragraph.replace(/^/gm, '> '))
    .join('\n>\n')
  const link = `[Read the passage](<${noteUrl(origin, placed)}>)${placed.status === 'changed' ? ' · Passage changed' : ''}`
  const [first, ...rest] = paragraphs(annotation.note)
  const note = first === undefined ? [] : [`**Note:** ${first}`, ...rest]
  return [quote, link, ...note].join('\n\n')
}

export function notesMarkdown(stories: readonly StoryNotes[], origin: string): string {
  const sections = stories
    .filter((story) => story.notes.length > 0)
    .map((story) =>
      [`## ${escapeInline(story.title)}`, ...story.notes.map((note) => noteBlock(note, origin))].join('\n\n'),
    )
  return `${['# Highlights & notes', ...sections].join('\n\n')}\n`
}
