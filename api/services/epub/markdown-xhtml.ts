// A chapter's Markdown as the XHTML of its page in the book: markdown-it with raw HTML shown as
// text, headings moved below the chapter's <h2>, links kept only where a reader can follow them
// from the book, and pictures either packed into the book or shown as their alt text.
import MarkdownIt, { type Token } from 'markdown-it'
import { escapeXml, stripForbidden } from './xml.ts'

export interface ChapterLinks {
  /** Root-relative links (`/read/<id>`) are made absolute on it, e.g. 'https://hub.example'. */
  origin: string
  /** A picture's src as written in the text → its file in the book ('images/1.jpg'). */
  images: ReadonlyMap<string, string>
}

const md = new MarkdownIt({ html: false, xhtmlOut: true, linkify: false, typographer: false })
// markdown-it would leave a link it dislikes (javascript:, data:) as literal "[text](url)"; every
// link is parsed instead and linkTarget decides, so a refused one reads as its text.
md.validateLink = () => true

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

function parse(markdown: string): Token[] {
  return md.parse(stripForbidden(markdown), {})
}

const inlineChildren = (tokens: Token[]): Token[] => tokens.flatMap((t) => t.children ?? [])

/** Every picture src in the text, in order of appearance (repeats included). */
export function imageSources(markdown: string): string[] {
  return inlineChildren(parse(markdown)).flatMap((t) => t.type === 'image' ? [t.attrGet('src') ?? ''] : [])
}

/** Links with a target get it; the others lose their <a> (open and close) and keep their text. */
function retargetLinks(inline: Token, origin: string): void {
  const kept: Token[] = []
  const isDropped: boolean[] = []
  for (const token of inline.children ?? []) {
    if (token.type === 'link_open') {
      const target = linkTarget(token.attrGet('href') ?? '', origin)
      isDropped.push(target === null)
      if (target === null) continue
      token.attrSet('href', target)
    } else if (token.type === 'link_close' && isDropped.pop()) {
      continue
    }
    kept.push(token)
  }
  inline.children = kept
}

md.renderer.rules.image = (tokens, idx, options, env: ChapterLinks, self) => {
  const token = tokens[idx]!
  const alt = escapeXml(self.renderInlineAsText(token.children ?? [], options, env))
  const file = env.images.get(token.attrGet('src') ?? '')
  // Anything not packed (remote, data:, unknown) shows as words: remote resources are epubcheck errors.
  if (file === undefined) return `<span class="image-alt">${alt}</span>`
  const title = token.attrGet('title')
  return `<img src="${escapeXml(file)}" alt="${alt}"${title ? ` title="${escapeXml(title)}"` : ''} />`
}

/** The chapter's text as XHTML elements (no <html> or <body>). */
export function markdownToXhtml(markdown: string, links: ChapterLinks): string {
  const tokens = parse(markdown)
  for (const token of tokens) {
    if (token.type === 'inline') retargetLinks(token, links.origin)
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = HEADING_TAGS[Number(token.tag.slice(1)) - 1] ?? 'h6'
    }
  }
  // Stripped again: a character reference such as `&#12;` decodes to one XML forbids.
  return stripForbidden(md.renderer.render(tokens, md.options, links))
}
