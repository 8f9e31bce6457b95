// What the inline parser (inlines.ts) lays down as it reads a paragraph, left to right: text, ready
// nodes, runs of `*` or `_`, and `[` or `![`. Emphasis and links are settled on these pieces in
// place (emphasis.ts, bracket-links.ts), then the pieces become the tree in one pass (toInlines), so a
// paragraph's time grows with its length even where its marks nest deep.
import { MAX_NESTING, type Definitions } from './block-node.ts'
import type { Inline } from './tree.ts'

export interface Delimiter {
  kind: 'delimiter'
  char: '*' | '_'
  /** What is left of the run (what matched nothing shows as text), and what it was. */
  length: number
  originalLength: number
  canOpen: boolean
  canClose: boolean
  /** Its neighbours on the stack of runs that may still open or close emphasis. */
  previous: Delimiter | null
  next: Delimiter | null
  /** The emphasis it opens, innermost first, and how many it closes. */
  opens: Array<'strong' | 'emphasis'>
  closes: number
}

export interface Bracket {
  kind: 'bracket'
  isImage: boolean
  /** Where its `[` is in the text. */
  at: number
  /** The run on top of the stack when it opened: emphasis inside the link is what lies above it. */
  delimiterBelow: Delimiter | null
  /** Another `[` came after it: its text cannot be a link label. */
  hasBracketAfter: boolean
  /** Set when a link or image starts here; its end is an 'end' piece. */
  target?: { href: string; title?: string }
}

export type Piece =
  { kind: 'text'; value: string } | { kind: 'node'; node: Inline } | Delimiter | Bracket | { kind: 'end' }

export interface DelimiterStack {
  top: Delimiter | null
}

/** What bracket-links.ts may read and change of the inline parser. */
export interface InlineState {
  readonly text: string
  pos: number
  readonly pieces: Piece[]
  readonly delimiters: DelimiterStack
  readonly brackets: Bracket[]
  /** The `[`s (not `![`s) below this height of the bracket stack can start no link: links do not nest. */
  inactiveBelow: number
  readonly definitions: Definitions
}

/** An image's description: the text of its children, as CommonMark takes an image's alt. */
export function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node
      if (node.type === 'code') return node.value
      if (node.type === 'image') return node.alt
      return node.type === 'break' ? '' : plainText(node.children)
    })
    .join('')
}

/** An emphasis, link or image being filled. Nested too deep (MAX_NESTING), it has no node: an
 * emphasis shows its marks as text on both sides, a link or an image its words (its marks are ''). */
interface Frame {
  parent: Inline[]
  make: ((children: Inline[]) => Inline) | null
  marks: string
}

export function toInlines(pieces: readonly Piece[]): Inline[] {
  const frames: Frame[] = []
  let out: Inline[] = []
  const add = (value: Inline) => {
    if (value === '') return
    const last = out.length - 1
    if (typeof value === 'string' && typeof out[last] === 'string') out[last] += value
    else out.push(value)
  }
  const open = (make: NonNullable<Frame['make']>, marks = '') => {
    if (frames.length >= MAX_NESTING) {
      frames.push({ parent: out, make: null, marks })
      add(marks)
      return
    }
    frames.push({ parent: out, make, marks })
    out = []
  }
  const close = () => {
    const frame = frames.pop()!
    if (!frame.make) return add(frame.marks)
    const node = frame.make(out)
    out = frame.parent
    add(node)
  }
  for (const piece of pieces) {
    if (piece.kind === 'text') add(piece.value)
    else if (piece.kind === 'node') add(piece.node)
    else if (piece.kind === 'end') close()
    else if (piece.kind === 'delimiter') {
      for (let i = 0; i < piece.closes; i++) close()
      add(piece.char.repeat(piece.length))
      for (let i = piece.opens.length - 1; i >= 0; i--) {
        const type = piece.opens[i]!
        const marks = piece.char.repeat(type === 'strong' ? 2 : 1)
        open((children) => ({ type, children }), marks)
      }
    } else if (piece.target) {
      const { href, title } = piece.target
      const titled = title ? { title } : {}
      open(
        piece.isImage
          ? (children) => ({ type: 'image', src: href, alt: plainText(children), ...titled })
          : (children) => ({ type: 'link', href, ...titled, children }),
      )
    } else {
      add(piece.isImage ? '![' : '[')
    }
  }
  return out
}
