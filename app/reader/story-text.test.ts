// The story renderer: raw HTML shows as text, javascript: links are blanked, the Markdown stories
// use renders as the reader shows it, and every sample renders exactly as react-markdown did,
// save where react-markdown read it otherwise than CommonMark says.
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import MarkdownIt from 'markdown-it'
import { DEMO_STORIES } from '../../api/seed/demo-stories.ts'
import { decodeAllNamedReferences } from '../../story-text/markdown/all-named-references.ts'
import { renderHtml } from '../../story-text/markdown/commonmark-html.ts'
import { normalizeHtml } from '../../story-text/markdown/html-normalize.testing.ts'
import { generatedSamples, SAMPLES } from '../../story-text/markdown/markdown-samples.testing.ts'
import { parseMarkdown, parseStory } from '../../story-text/markdown/parse-markdown.ts'
import { safeUrl } from '../../story-text/markdown/safe-url.ts'
import type { Block } from '../../story-text/markdown/tree.ts'
import { separateSceneBreaks } from '../../story-text/scene-breaks.ts'
import { StoryText } from './story-text.tsx'
import { ReactMarkdownStoryText } from './story-text.react-markdown.testing.tsx'

// A page decodes every character reference name with its own HTML parser, as react-markdown did.
decodeAllNamedReferences()

const render = (text: string) => renderToStaticMarkup(createElement(StoryText, { text }))

describe('StoryText', () => {
  it.each([
    ['a script block', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    [
      'inline html in a sentence',
      'Hello <b onclick="x()">there</b>',
      'Hello &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;',
    ],
  ])('shows %s as text', (_name, text, escaped) => {
    const html = render(text)
    expect(html).toContain(escaped)
    expect(html).not.toMatch(/<(script|img|b)\b/)
  })

  it.each([
    ['a link', '[click](javascript:alert(1))'],
    ['a link in capitals and entities', '[click](JaVaScRiPt&#58;alert(1))'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
  ])('blanks a javascript: or data: address in %s', (_name, text) => {
    const html = render(text)
    expect(html).not.toContain('<a')
    expect(html).not.toMatch(/href=/)
  })

  it('keeps ordinary links, opening elsewhere', () => {
    expect(render('[map](https://example.com/map)')).toContain(
      '<a href="https://example.com/map" target="_blank" rel="noopener noreferrer nofollow"',
    )
  })

  it("shows this site's pictures, and another site's as its description only", () => {
    expect(render('![The gate](/api/media/images/a.jpg)')).toContain(
      '<img src="/api/media/images/a.jpg" alt="The gate" loading="lazy"',
    )
    const html = render('Before ![alt](https://example.com/x.png) after ![t](//evil.example/t.gif)')
    expect(html).not.toContain('<img')
    expect(html).toContain('Before <span>alt</span> after <span>t</span>')
  })

  it('shows a pipe table as a table that scrolls inside its box', () => {
    const html = render('| Ship | Crew |\n| :-- | --: |\n| *Vessa* | 12 |\n| Gate \\| Wall |')
    expect(html).toContain(
      '<div role="region" aria-label="Table" tabindex="0" class="mb-[1em] max-w-full overflow-x-auto"><table',
    )
    expect(html).toContain(
      '<th class="border border-current/25 px-2 py-1 align-top text-left">Ship</th><th class="border border-current/25 px-2 py-1 align-top text-right">Crew</th>',
    )
    expect(html).toContain('<td class="border border-current/25 px-2 py-1 align-top text-left"><em>Vessa</em></td>')
    // A short row gets an empty cell; an escaped pipe stays in its cell.
    expect(html).toContain('>Gate | Wall</td><td class="border border-current/25 px-2 py-1 align-top text-right"></td>')
  })

  it.each([
    ['bold', '**strong words**', '<strong>strong words</strong>'],
    ['italics', '*quiet words*', '<em>quiet words</em>'],
    ['underscore italics', 'a _quiet_ word', 'a <em>quiet</em> word'],
    ['bold italics', '***loud***', '<em><strong>loud</strong></em>'],
    [
      'a story heading below the chapter heading',
      '# Part One',
      '<h3 class="mb-[0.6em] mt-[1.4em] text-[1.35em] font-bold">Part One</h3>',
    ],
    ['a scene break', 'One.\n\n***\n\nTwo.', 'role="separator"'],
    ['a spaced scene break', 'One.\n\n* * *\n\nTwo.', 'role="separator"'],
    ['a dash break right under a paragraph', 'One.\n---\nTwo.', 'role="separator"'],
    ['paragraphs', 'One.\n\nTwo.', '<p class="mb-[1em]">One.</p><p class="mb-[1em]">Two.</p>'],
    ['a line break kept inside a paragraph', 'One\nTwo', '<p class="mb-[1em]">One\nTwo</p>'],
    ['a hard line break', 'One  \nTwo', 'One<br/>'],
    [
      'a quote',
      '> Said.',
      '<blockquote class="mb-[1em] border-l-4 border-current/25 pl-4 italic"><p class="mb-[1em]">Said.</p></blockquote>',
    ],
    ['a list', '- one\n- two', '<li>one</li><li>two</li>'],
    ['a numbered list', '1. one\n2. two', '<ol class="mb-[1em] list-decimal pl-6"><li>one</li>'],
    ['code', 'Use `git`.', '<code>git</code>'],
    ['escaped asterisks as asterisks', '\\*not bold\\*', '*not bold*'],
    ['character references', 'Fish &amp; chips &#8212; &mdash;', 'Fish &amp; chips — —'],
  ])('renders %s', (_name, text, expected) => {
    expect(render(text)).toContain(expected)
  })

  /** Whitespace between tags and React's text separators do not change the page. */
  const page = (html: string) => html.replaceAll('<!-- -->', '').replace(/>\s+</g, '><').replace(/\s+/g, ' ')
  const reactMarkdown = (text: string) => renderToStaticMarkup(createElement(ReactMarkdownStoryText, { text }))

  /**
   * react-markdown's parser (micromark) reads some texts otherwise than CommonMark says: it applies
   * the rule of 3 to what is left of two runs of `*` rather than to the runs; it takes a character
   * beyond the 16-bit ones (😀, a symbol) by its two halves, which are no symbols; and in a quote or
   * item that interrupted a paragraph it starts a list only where one may interrupt a paragraph.
   * There the reader must read the text as markdown-it, another reader that passes the spec, does
   * (its addresses made safe as ours are). Its table rule is looser than GFM's (it takes a list
   * item's line for a header row), so only a text in which we read a table gets it.
   */
  const commonMark = (withTables: boolean) => {
    const reader = new MarkdownIt('commonmark', { html: false })
    if (withTables) reader.enable('table')
    reader.validateLink = () => true
    reader.normalizeLink = safeUrl
    return reader
  }
  const markdownIt = commonMark(false)
  const markdownItWithTables = commonMark(true)
  const hasTable = (blocks: Block[]): boolean =>
    blocks.some(
      (block) =>
        block.type === 'table' ||
        (block.type === 'quote' && hasTable(block.children)) ||
        (block.type === 'list' && block.items.some(hasTable)),
    )
  const expectAsReactMarkdownOrCommonMark = (text: string) => {
    if (page(render(text)) === page(reactMarkdown(text))) return
    const blocks = parseStory(text)
    const asCommonMark = (hasTable(blocks) ? markdownItWithTables : markdownIt).render(separateSceneBreaks(text))
    expect(normalizeHtml(renderHtml(blocks)), JSON.stringify(text)).toBe(normalizeHtml(asCommonMark))
  }

  it.each(SAMPLES.map((text) => [JSON.stringify(text), text]))(
    'renders %s as react-markdown did, or as CommonMark says',
    (_name, text) => {
      expectAsReactMarkdownOrCommonMark(text)
    },
  )

  it('renders the demo stories as react-markdown did', () => {
    for (const story of DEMO_STORIES) expect(page(render(story.content))).toBe(page(reactMarkdown(story.content)))
  })

  it.each([
    ['blocks', 1],
    ['blocks', 2],
    ['inlines', 3],
    ['inlines', 4],
  ] as const)('renders random %s (seed %i) as react-markdown did, or as CommonMark says', (kind, seed) => {
    for (const text of generatedSamples(kind, seed, 400)) expectAsReactMarkdownOrCommonMark(text)
  })

  it('reads where react-markdown did not as CommonMark says, and markdown-it agrees', () => {
    const html = (text: string) => normalizeHtml(renderHtml(parseMarkdown(text)))
    for (const text of ['**b****b***', '**😀**x', 'a\n> 3. b'])
      expect(page(render(text))).not.toBe(page(reactMarkdown(text)))
    // The rule of 3 weighs whole runs: `**` and `****` (six together) do not pair; `****` and `***` do.
    expect(html('**b****b***')).toBe('<p>**b*<em><strong>b</strong></em></p>')
    expect(normalizeHtml(markdownIt.render('**b****b***'))).toBe('<p>**b*<em><strong>b</strong></em></p>')
    // 😀 is a symbol, so `**` between it and a letter is no closer.
    expect(html('**😀**x')).toBe('<p>**😀**x</p>')
    expect(normalizeHtml(markdownIt.render('**😀**x'))).toBe('<p>**😀**x</p>')
    // A quote's first line is no paragraph's: a list may start there at any number.
    expect(html('a\n> 3. b')).toBe('<p>a</p><blockquote><ol start="3"><li>b</li></ol></blockquote>')
    expect(normalizeHtml(markdownIt.render('a\n> 3. b'))).toBe(
      '<p>a</p><blockquote><ol start="3"><li>b</li></ol></blockquote>',
    )
  })
})
