// Reads a page's preview from its HTML (fed in pieces, as it arrives): og:title and og:description,
// falling back to <title> and <meta name="description">, and og:image resolved against the page
// (or its <base href>). Only the head matters, so reading stops at </head> or <body>. Text is
// decoded by htmlparser2, its runs of whitespace collapsed, and clipped to the contract's limits.
import { Parser } from 'htmlparser2'
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../contract/common.ts'
import { httpUrl } from '../../../contract/http-url.ts'

export interface PagePreview {
  title: string | null
  description: string | null
  /** Absolute http(s) address of the preview picture on the page's site (not fetched here). */
  image: string | null
}

const OG_IMAGE = ['og:image', 'og:image:url', 'og:image:secure_url']

function tidy(text: string | undefined, max: number): string | null {
  const collapsed = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!collapsed) return null
  const chars = [...collapsed]
  return chars.length <= max
    ? collapsed
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

const webAddress = (raw: string | undefined, base: string): string | null =>
  raw?.trim() ? httpUrl(raw.trim(), base) : null

export interface PreviewParser {
  write: (html: string) => void
  /** True once the head is over: nothing later can change the preview. */
  isDone: () => boolean
  end: () => PagePreview
}

export function createPreviewParser(pageUrl: string): PreviewParser {
  const meta = new Map<string, string>()
  let base = pageUrl
  let title: string | undefined
  let inTitle = false
  let done = false
  const parser = new Parser({
    onopentag(name, attribs) {
      if (done) return
      if (name === 'body') done = true
      else if (name === 'title' && title === undefined) {
        inTitle = true
        title = ''
      } else if (name === 'base' && attribs.href) base = webAddress(attribs.href, pageUrl) ?? base
      else if (name === 'meta') {
        const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase()
        // The first of each wins, as Open Graph readers do.
        if (key && attribs.content !== undefined && !meta.has(key)) meta.set(key, attribs.content)
      }
    },
    ontext(text) {
      if (inTitle) title += text
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false
      if (name === 'head') done = true
    },
  })
  return {
    write: (html) => {
      if (!done) parser.write(html)
    },
    isDone: () => done,
    end() {
      parser.end()
      const image = OG_IMAGE.map((key) => meta.get(key)).find((value) => value?.trim())
      return {
        title: tidy(meta.get('og:title'), TITLE_MAX) ?? tidy(title, TITLE_MAX),
        description:
          tidy(meta.get('og:description'), DESCRIPTION_MAX) ?? tidy(meta.get('description'), DESCRIPTION_MAX),
        image: webAddress(image, base),
      }
    },
  }
}

/** The preview of a whole page at once. */
export function parsePreview(html: string, pageUrl: string): PagePreview {
  const parser = createPreviewParser(pageUrl)
  parser.write(html)
  return parser.end()
}
