// GFM pipe tables (a Word document's tables are stored so): a paragraph's last line as the header
// row, a delimiter row with as many cells (`---`, `:--`, `--:`, `:-:` for the alignment), then body
// rows until a blank line or another block. A short row gets empty cells, a long one loses its
// extra ones; `\|` is a pipe.
import type { Align } from './tree.ts'

const DELIMITER_CELL = /^:?-+:?$/

/** A row's cells: split at each pipe not escaped, the outer pipes dropped, each trimmed. */
export function cells(line: string): string[] {
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

/** The columns' alignments when `line` is a delimiter row. It needs a pipe: `a\n---` is a heading. */
export function delimiterRow(line: string): Align[] | null {
  if (!line.includes('|') || !line.includes('-')) return null
  const row = cells(line)
  if (row.length === 0 || !row.every((cell) => DELIMITER_CELL.test(cell))) return null
  return row.map((cell) =>
    cell.startsWith(':') ? (cell.endsWith(':') ? 'center' : 'left') : cell.endsWith(':') ? 'right' : null,
  )
}

/** A body row fitted to the table's width. */
export const fitRow = (line: string, width: number): string[] => {
  const row = cells(line)
  return Array.from({ length: width }, (_, i) => row[i] ?? '')
}
