// The reader against every example of the CommonMark spec (0.31.2), drawn as CommonMark's own HTML
// and compared as the spec's test runner compares (html-normalize.testing.ts). Raw HTML is never
// HTML here: an example is a raw HTML one when markdown-it draws it differently with raw HTML on
// and off, and then the reader must draw it as markdown-it does with raw HTML off (as text).
import { createRequire } from 'node:module'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { decodeAllNamedReferences } from './all-named-references.ts'
import { renderHtml } from './commonmark-html.ts'
import { normalizeHtml } from './html-normalize.testing.ts'
import { parseMarkdown } from './parse-markdown.ts'
import { safeUrl } from './safe-url.ts'

interface Example {
  markdown: string
  html: string
  section: string
  number: number
}

// The spec writes a tab as →.
const examples = (createRequire(import.meta.url)('commonmark-spec').tests as Example[]).map((example) => ({
  ...example,
  markdown: example.markdown.replaceAll('→', '\t'),
  html: example.html.replaceAll('→', '\t'),
}))

// As on the server: every character reference name is known.
decodeAllNamedReferences()

const withRawHtml = new MarkdownIt('commonmark', { html: true })
const withoutRawHtml = new MarkdownIt('commonmark', { html: false })
const isRawHtml = (markdown: string) => withRawHtml.render(markdown) !== withoutRawHtml.render(markdown)

/**
 * Examples whose only difference is a link to an address our rule refuses (safe-url.ts: a scheme
 * other than http(s), mailto, irc(s) or xmpp, read as such when a colon comes before any `/`, `?`
 * or `#`): there the link keeps its words and an empty address.
 */
const REFUSED_ADDRESSES = new Map([
  [500, '`foo):` reads as the scheme `foo)`'],
  [598, '`a+b+c:` is no scheme we follow'],
  [599, '`made-up-scheme:` is no scheme we follow'],
  [601, '`localhost:` reads as a scheme'],
])
const refusingAddresses = (html: string) =>
  html.replace(/ href="([^"]*)"/g, (whole, href: string) =>
    safeUrl(href.replaceAll('&amp;', '&')) === '' ? ' href=""' : whole,
  )

const expected = ({ markdown, html, number }: Example) => {
  if (isRawHtml(markdown)) return withoutRawHtml.render(markdown)
  return REFUSED_ADDRESSES.has(number) ? refusingAddresses(html) : html
}

const read = (markdown: string) => normalizeHtml(renderHtml(parseMarkdown(markdown)))

describe('the reader and the CommonMark spec', () => {
  it.each(examples.map((example) => [example.number, example.section, example] as const))(
    'reads example %i (%s) as the spec does',
    (_number, _section, example) => {
      expect(read(example.markdown)).toBe(normalizeHtml(expected(example)))
    },
  )

  it('tells raw HTML examples by a rule that finds them in every section that has them', () => {
    const raw = examples.filter((example) => isRawHtml(example.markdown))
    expect(raw.length).toBe(72)
    expect(raw.filter((example) => example.section === 'HTML blocks')).toHaveLength(44)
  })

  it('refuses the addresses of the examples that name them, and only those', () => {
    const refused = examples.filter(
      (example) => !isRawHtml(example.markdown) && refusingAddresses(example.html) !== example.html,
    )
    expect(refused.map((example) => example.number)).toEqual([...REFUSED_ADDRESSES.keys()])
  })
})
