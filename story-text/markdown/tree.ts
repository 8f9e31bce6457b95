// What a story's Markdown reads as (parse-markdown.ts makes it): blocks, and in the text of
// paragraphs, headings and table cells, inlines. Every renderer draws this same tree: the reader
// (story-text.tsx), the service worker's drawing of it (sw/lib/reader-drawing.ts), the book's
// pages (api/services/epub/) and the plain text read aloud or searched (app/reader/paragraph-text.ts).

export type Inline =
  | string
  | { type: 'strong' | 'emphasis'; children: Inline[] }
  | { type: 'code'; value: string }
  /** A hard line break; the line end after it follows as text. */
  | { type: 'break' }
  /** href '' when the address is not a safe one (safe-url.ts): its words show without a link. */
  | { type: 'link'; href: string; title?: string; children: Inline[] }
  /** src '' when the address is not a safe one; alt is the plain text of its description. */
  | { type: 'image'; src: string; alt: string; title?: string }

export type Align = 'left' | 'right' | 'center' | null

export interface Table {
  type: 'table'
  align: Align[]
  head: Inline[][]
  rows: Inline[][][]
}

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; depth: number; children: Inline[] }
  | { type: 'break' }
  | { type: 'quote'; children: Block[] }
  /** start: the first item's number (1 for a bullet list). A tight list's paragraphs show without <p>. */
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  /** text ends with a line end unless it is empty; language is the first word of the fence's info. */
  | { type: 'code'; text: string; language: string }
  | Table

/**
 * A picture of this site ("/api/media/..."), which the reader shows; another site's ("//host/..."
 * is one) would tell it who reads what, so only its description shows.
 */
export const isOwnPicture = (src: string): boolean =>
  src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\')
