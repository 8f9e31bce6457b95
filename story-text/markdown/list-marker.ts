// A list item's marker (`-`, `+`, `*`, or 1 to 9 digits and `.` or `)`) and the spaces after it,
// which set how far the item's content, and so its continuation lines, are indented.
import type { BlockReader, ListMarker, OpenBlock } from './block-node.ts'

// Sticky: matched where the line's text starts (LineCursor.matchAt).
const BULLET = /[*+-]/y
const ORDERED = /(\d{1,9})([.)])/y
const BLANK_REST = /[ \t]*$/y

/** The marker at the line's first non-space (indented less than four columns), or null. */
export function readListMarker(r: BlockReader, container: OpenBlock): ListMarker | null {
  const interrupts = container.type === 'paragraph'
  const bullet = r.matchAt(BULLET)
  const ordered = bullet ? null : r.matchAt(ORDERED)
  // A list interrupting a paragraph starts at 1, so a number starting a line of prose stays prose.
  if (!bullet && (!ordered || (interrupts && Number(ordered[1]) !== 1))) return null
  const marker = (bullet ?? ordered)![0]
  const markerEnd = r.nextNonspace + marker.length
  if (markerEnd < r.text.length && !r.isSpaceOrTabAt(markerEnd)) return null
  // Nor does an empty item interrupt a paragraph.
  if (interrupts && r.matchAt(BLANK_REST, markerEnd)) return null

  r.advanceToNextNonspace()
  const markerOffset = r.indent
  r.advance(marker.length, true)
  const spacesColumn = r.column
  const spacesOffset = r.offset
  do {
    r.advance(1, true)
  } while (r.column - spacesColumn < 5 && r.isSpaceOrTabAt())
  const isBlankItem = r.offset >= r.text.length
  const spaces = r.column - spacesColumn
  let padding = marker.length + spaces
  // Five spaces or more start indented code in the item, and an empty item's content is one space in.
  if (spaces >= 5 || spaces < 1 || isBlankItem) {
    padding = marker.length + 1
    r.column = spacesColumn
    r.offset = spacesOffset
    r.isPartialTab = false
    if (r.isSpaceOrTabAt()) r.advance(1, true)
  }
  return {
    ordered: !bullet,
    symbol: bullet ? marker : ordered![2]!,
    start: bullet ? 1 : Number(ordered![1]),
    markerOffset,
    padding,
  }
}
