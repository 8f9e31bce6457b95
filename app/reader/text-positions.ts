// Between the page's selection and the anchors of highlights (story-text/annotation-anchors.ts): a
// DOM Range's boundary points as TextPositions (a numbered paragraph, and how many UTF-16 units of
// its textContent come before), and back. Paragraphs hold mention buttons, links and emphasis, so a
// boundary may sit in any text node or between elements: offsets are counted over the text nodes.
// Only the parts of Node used here are asked for, so the tests can give HTML a real parser read.
import type { TextPosition } from '../../story-text/annotation-anchors.ts'

/** What this module reads of a DOM Node (a DOM Node is one). */
export interface TextNode {
  readonly nodeType: number
  readonly nodeValue?: string | null
  /** A comment has none in some trees (a DOM's is empty). */
  readonly childNodes?: ArrayLike<TextNode>
  readonly parentNode: TextNode | null
}

/** A boundary point, as a Range's start or end is one. */
export interface Boundary<N extends TextNode = TextNode> {
  node: N
  offset: number
}

const TEXT_NODE = 3
const NONE: ArrayLike<never> = []
const childrenOf = <N extends TextNode>(node: N) => (node.childNodes ?? NONE) as ArrayLike<N>

/** The text a node holds (its textContent's length). */
export function textLength(node: TextNode): number {
  if (node.nodeType === TEXT_NODE) return node.nodeValue?.length ?? 0
  const children = childrenOf(node)
  let length = 0
  for (let i = 0; i < children.length; i++) length += textLength(children[i]!)
  return length
}

/** How much of `root`'s text comes before the boundary (which is inside `root`). */
export function textOffset(root: TextNode, { node, offset }: Boundary): number {
  let count = 0
  const reach = (at: TextNode): boolean => {
    const children = childrenOf(at)
    if (at === node) {
      if (at.nodeType === TEXT_NODE) count += offset
      else for (let i = 0; i < offset && i < children.length; i++) count += textLength(children[i]!)
      return true
    }
    if (at.nodeType === TEXT_NODE) {
      count += at.nodeValue?.length ?? 0
      return false
    }
    for (let i = 0; i < children.length; i++) if (reach(children[i]!)) return true
    return false
  }
  reach(root)
  return count
}

/**
 * The boundary `offset` units into `root`'s text, in the text node that holds it. Where two text
 * nodes meet, a start is put at the head of the later one and an end at the tail of the earlier,
 * so a highlight never takes in an empty edge of a mention's button.
 */
export function boundaryAt<N extends TextNode>(root: N, offset: number, edge: 'start' | 'end'): Boundary<N> {
  let passed = 0
  let last: Boundary<N> = { node: root, offset: 0 }
  const find = (at: N): Boundary<N> | null => {
    if (at.nodeType === TEXT_NODE) {
      const length = at.nodeValue?.length ?? 0
      const fits = edge === 'start' ? offset < passed + length : offset <= passed + length
      if (fits) return { node: at, offset: offset - passed }
      passed += length
      last = { node: at, offset: length }
      return null
    }
    const children = childrenOf(at)
    for (let i = 0; i < children.length; i++) {
      const found = find(children[i]!)
      if (found) return found
    }
    return null
  }
  return find(root) ?? last
}

/** The child indexes from the top of the tree down to the boundary, then its offset: boundaries
 * compare as these paths do, a path before any it begins (the DOM's order of boundary points). */
function boundaryPath({ node, offset }: Boundary): number[] {
  const path = [offset]
  for (let at = node; at.parentNode; at = at.parentNode)
    path.unshift(Array.prototype.indexOf.call(childrenOf(at.parentNode), at))
  return path
}

function comparePaths(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return a.length - b.length
}

function isInside(root: TextNode, node: TextNode): boolean {
  for (let at: TextNode | null = node; at; at = at.parentNode) if (at === root) return true
  return false
}

/**
 * A selection from `start` to `end` as positions in the numbered `paragraphs` (in reader order):
 * from where it starts in the first paragraph it touches to where it ends in the last. A boundary
 * outside every paragraph (in a chapter heading, past the story's end) is moved to the nearest
 * paragraph edge inside the selection. Null when it touches no paragraph.
 */
export function selectionPositions<N extends TextNode>(
  paragraphs: readonly N[],
  start: Boundary<N>,
  end: Boundary<N>,
): { start: TextPosition; end: TextPosition } | null {
  const from = boundaryPath(start)
  const to = boundaryPath(end)
  const touched: number[] = []
  paragraphs.forEach((paragraph, block) => {
    // The points just before and just after the paragraph: (its parent, its index) and (…, index + 1).
    const opens = boundaryPath({ node: paragraph, offset: 0 }).slice(0, -1)
    const closes = [...opens.slice(0, -1), opens[opens.length - 1]! + 1]
    if (comparePaths(opens, to) < 0 && comparePaths(closes, from) > 0) touched.push(block)
  })
  if (touched.length === 0) return null
  const first = touched[0]!
  const last = touched[touched.length - 1]!
  const head = paragraphs[first]!
  const tail = paragraphs[last]!
  return {
    start: { block: first, offset: isInside(head, start.node) ? textOffset(head, start) : 0 },
    end: { block: last, offset: isInside(tail, end.node) ? textOffset(tail, end) : textLength(tail) },
  }
}
