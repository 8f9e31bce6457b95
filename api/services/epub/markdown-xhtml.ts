// A chapter's Markdown as the XHTML of its page in the book, read by the site's own Markdown reader
// (story-text/markdown/), so the book reads as the site does: raw HTML shown as text, headings moved
// below the chapter's <h2>, links kept only where a reader can follow them from the book, and
// pictures either packed into the book or shown as their alt text.
import { decodeAllNamedReferences } from '../../../story-text/markdown/all-named-references.ts'
import { renderHtml } from '../../../story-text/markdown/commonmark-html.ts'
import { parseMarkdown } from '../../../story-text/markdown/parse-markdown.ts'
import type { Block, Inline } from '../../../story-text/markdown/tree.ts'
import { escapeXml, stripForbidden } from './xml.ts'

// XHTML knows no HTML entity names: the book's text needs every one decoded.
decodeAllNamedReferences()

export interface ChapterLinks {
  /** Root-relative links (`/read/<id>`) are made absolute on it, e.g. 'https://hub.example'. */
  origin: string
  /** A picture's src as the reader reads it → its file in the book ('images/1.jpg'). */
  images: ReadonlyMap<string, string>
}

/** The text's headings sit below the book's part (h1) and chapter (h2) headings, as on the site. */
const HEADING_TAGS = ['h3', 'h3', 'h4', 'h5', 'h6', 'h6'] as const

const KEPT_SCHEMES = /^(?:https?|mailto):/i

/**
 * Where a link in the book leads, or null to show its text only: root-relative links go to the
 * site, http(s) and mailto stay; `#footnote-1` (Word's markers, whose targets the text lacks),
 * relative paths and other schemes would point nowhere (or somewhere unsafe) inside the book.
 */
export function linkTarget(href: string, origin: string): string | null {
  const isRootRelative = href.startsWith('/')
  if (!isRootRelative && !KEPT_SCHEMES.test(href)) return null
  try {
    return new URL(href, isRootRelative ? origin : undefined).href
  } catch {
    return null
  }
}

// The chapters come with their scene breaks kept apart already (story-books.ts), as the site reads them.
const parse = (markdown: string): Block[] => parseMarkdown(stripForbidden(markdown))

function pictures(nodes: readonly Inline[]): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') return []
    if (node.type === 'image') return [node.src]
    return 'children' in node ? pictures(node.children) : []
  })
}

function blockPictures(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        return pictures(block.children)
      case 'quote':
        return blockPictures(block.children)
      case 'list':
        return block.items.flatMap(blockPictures)
      case 'table':
        return [...block.head, ...block.rows.flat()].flatMap(pictures)
      default:
        return []
    }
  })
}

/** Every picture src in the text, in order of appearance (repeats included). */
export const imageSources = (markdown: string): string[] => blockPictures(parse(markdown))

/** The chapter's text as XHTML elements (no <html> or <body>). */
export function markdownToXhtml(markdown: string, links: ChapterLinks): string {
  const html = renderHtml(parse(markdown), {
    linkTarget: (href) => linkTarget(href, links.origin),
    headingTag: (depth) => HEADING_TAGS[depth - 1] ?? 'h6',
    image: ({ src, alt, title }) => {
      const file = links.images.get(src)
      // Anything not packed (remote, data:, unknown) shows as words: remote resources are epubcheck errors.
      if (file === undefined) return `<span class="image-alt">${escapeXml(alt)}</span>`
      return `<img src="${escapeXml(file)}" alt="${escapeXml(alt)}"${title ? ` title="${escapeXml(title)}"` : ''} />`
    },
  })
  // Stripped again: a character reference such as `&#12;` decodes to one XML forbids.
  return stripForbidden(html)
}
