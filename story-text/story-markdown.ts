// How a Word document becomes the story's Markdown. The server (api/services/stories/story-file.ts)
// and the upload dialog (app/publishing/) both convert Word documents with this turndown service, so a
// .docx reads the same whichever side converted it: # headings, **bold**, *italics*, "-" lists,
// tables as pipe tables, and pictures only as addresses (never their bytes as text).
import type TurndownService from 'turndown'

export const STORY_TURNDOWN_OPTIONS: Readonly<TurndownService.Options> = Object.freeze({
  headingStyle: 'atx',
  strongDelimiter: '**',
  emDelimiter: '*',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
})

// A cell's and a row's converted text are marked with characters of the private use area, so the
// table rule can split them back apart whatever the cells hold.
const CELL = '\uE000'
const ROW = '\uE001'
const MARKS = /[\uE000\uE001]/g

/** A cell's Markdown on one line: paragraphs joined by a space, its pipes escaped. */
const cellText = (content: string) =>
  content
    .replace(MARKS, '')
    .trim()
    .replace(/\s*\n+\s*/g, ' ')
    .replaceAll('|', '\\|')

/** Rows of cells → a pipe table; the first row is its heading (GFM needs one), short rows padded. */
function pipeTable(content: string): string {
  const rows = content
    .split(ROW)
    .slice(1)
    .map((row) =>
      row
        .split(CELL)
        .slice(1)
        .map((cell) => cell.trim()),
    )
  const width = Math.max(1, ...rows.map((row) => row.length))
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] || ' ').join(' | ')} |`
  if (rows.length === 0) return ''
  const [heading, ...body] = rows
  return `\n\n${[line(heading!), line(Array<string>(width).fill('---')), ...body.map(line)].join('\n')}\n\n`
}

/** `![alt](address)` for a picture the importer stored or will store; nothing for inline bytes. */
function image(node: HTMLElement): string {
  const src = node.getAttribute('src') ?? ''
  if (src === '' || /^data:/i.test(src)) return ''
  const alt = (node.getAttribute('alt') ?? '')
    .replace(/[\\[\]]/g, '\\$&')
    .replace(/\s+/g, ' ')
    .trim()
  return `![${alt}](${/[\s()<>]/.test(src) ? `<${src}>` : src})`
}

/** A turndown service with the story's options and rules. */
export function storyTurndown(Service: typeof TurndownService): TurndownService {
  return new Service(STORY_TURNDOWN_OPTIONS)
    .addRule('tableCell', { filter: ['th', 'td'], replacement: (content) => `${CELL}${cellText(content)}` })
    .addRule('tableRow', { filter: 'tr', replacement: (content) => `${ROW}${content}` })
    .addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content })
    .addRule('table', { filter: 'table', replacement: pipeTable })
    .addRule('picture', { filter: 'img', replacement: (_content, node) => image(node as HTMLElement) })
}
