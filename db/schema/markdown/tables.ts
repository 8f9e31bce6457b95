// GFM pipe tables (a Word document's tables are stored so): a header row, a delimiter row with as
// many cells (`---`, `:--`, `--:`, `:-:` for the alignment), then body rows until a blank line or
// another block. A short row gets empty cells, a long one loses its extra ones; `\|` is a pipe.
export type Align = 'left' | 'right' | 'center' | null

export interface Table {
  type: 'table'
  align: Align[]
  /** Each cell's raw inline text (inlines.ts parses it). */
  head: string[]
  rows: string[][]
}

const DELIMITER_CELL = /^:?-+:?$/

/** A row's cells: split at each pipe not escaped, the outer pipes dropped, each trimmed. */
function cells(line: string): string[] {
  const out: string[] = []
  let cell = ''
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (char === '\\' && line[i + 1] === '|') {
      // The escape is taken off before the cell's inlines are read, so `\|` is a pipe in code too.
      cell += '|'
      i++
    } else if (char === '|') {
      out.push(cell)
      cell = ''
    } else {
      cell += char
    }
  }
  out.push(cell)
  const trimmed = line.trim()
  if (trimmed.startsWith('|')) out.shift()
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|') && out.length > 0) out.pop()
  return out.map((value) => value.trim())
}

function alignments(line: string): Align[] | null {
  if (!line.includes('|') && !line.includes('-')) return null
  const row = cells(line)
  if (row.length === 0 || !row.every((cell) => DELIMITER_CELL.test(cell))) return null
  return row.map((cell) => (cell.startsWith(':') ? (cell.endsWith(':') ? 'center' : 'left') : cell.endsWith(':') ? 'right' : null))
}

const fit = (row: string[], width: number) => Array.from({ length: width }, (_, i) => row[i] ?? '')

/** The table starting at line `start`, if one does; `startsBlock` says where another block begins. */
export function tableAt(lines: readonly string[], start: number, startsBlock: (line: string) => boolean): { block: Table; next: number } | null {
  const headLine = lines[start]!
  const delimiterLine = lines[start + 1]
  if (delimiterLine === undefined || /^ {4}/.test(headLine) || /^ {4}/.test(delimiterLine)) return null
  const align = alignments(delimiterLine)
  // One column needs a pipe on the delimiter row, else `a\n---` is a heading.
  if (!align || !delimiterLine.includes('|')) return null
  const head = cells(headLine)
  if (head.length !== align.length) return null
  const rows: string[][] = []
  let i = start + 2
  // A row indented four columns is code, not a row.
  while (i < lines.length && lines[i]!.trim() !== '' && !/^ {4}/.test(lines[i]!) && !startsBlock(lines[i]!)) rows.push(fit(cells(lines[i++]!), align.length))
  return { block: { type: 'table', align, head, rows }, next: i }
}
