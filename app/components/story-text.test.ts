// The story renderer: raw HTML shows as text, javascript: links are blanked, the Markdown stories
// use renders as the reader shows it, and every sample renders exactly as react-markdown did.
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DEMO_STORIES } from '../../api/seed/demo-stories.ts'
import { generatedSamples, SAMPLES } from '../../db/schema/markdown/markdown-samples.testing.ts'
import { StoryText } from './story-text.tsx'
import { ReactMarkdownStoryText } from './story-text.react-markdown.testing.tsx'

const render = (text: string) => renderToStaticMarkup(createElement(StoryText, { text }))

describe('StoryText', () => {
  it.each([
    ['a script block', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['inline html in a sentence', 'Hello <b onclick="x()">there</b>', 'Hello &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;'],
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
    expect(render('[map](https://example.com/map)')).toContain('<a href="https://example.com/map" target="_blank" rel="noopener noreferrer nofollow"')
  })

  it("shows this site's pictures, and another site's as its description only", () => {
    expect(render('![The gate](/api/media/images/a.jpg)')).toContain('<img src="/api/media/images/a.jpg" alt="The gate" loading="lazy"')
    const html = render('Before ![alt](https://example.com/x.png) after ![t](//evil.example/t.gif)')
    expect(html).not.toContain('<img')
    expect(html).toContain('Before <span>alt</span> after <span>t</span>')
  })

  it('shows a pipe table as a table that scrolls inside its box', () => {
    const html = render('| Ship | Crew |\n| :-- | --: |\n| *Vessa* | 12 |\n| Gate \\| Wall |')
    expect(html).toContain('<div role="region" aria-label="Table" tabindex="0" class="mb-[1em] max-w-full overflow-x-auto"><table')
    expect(html).toContain('<th class="border border-current/25 px-2 py-1 align-top text-left">Ship</th><th class="border border-current/25 px-2 py-1 align-top text-right">Crew</th>')
    expect(html).toContain('<td class="border border-current/25 px-2 py-1 align-top text-left"><em>Vessa</em></td>')
    // A short row gets an empty cell; an escaped pipe stays in its cell.
    expect(html).toContain('>Gate | Wall</td><td class="border border-current/25 px-2 py-1 align-top text-right"></td>')
  })

  it.each([
    ['bold', '**strong words**', '<strong>strong words</strong>'],
    ['italics', '*quiet words*', '<em>quiet words</em>'],
    ['underscore italics', 'a _quiet_ word', 'a <em>quiet</em> word'],
    ['bold italics', '***loud***', '<em><strong>loud</strong></em>'],
    ['a story heading below the chapter heading', '# Part One', '<h3 class="mb-[0.6em] mt-[1.4em] text-[1.35em] font-bold">Part One</h3>'],
    ['a scene break', 'One.\n\n***\n\nTwo.', 'role="separator"'],
    ['a spaced scene break', 'One.\n\n* * *\n\nTwo.', 'role="separator"'],
    ['a dash break right under a paragraph', 'One.\n---\nTwo.', 'role="separator"'],
    ['paragraphs', 'One.\n\nTwo.', '<p class="mb-[1em]">One.</p><p class="mb-[1em]">Two.</p>'],
    ['a line break kept inside a paragraph', 'One\nTwo', '<p class="mb-[1em]">One\nTwo</p>'],
    ['a hard line break', 'One  \nTwo', 'One<br/>'],
    ['a quote', '> Said.', '<blockquote class="mb-[1em] border-l-4 border-current/25 pl-4 italic"><p class="mb-[1em]">Said.</p></blockquote>'],
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

  it.each(SAMPLES.map((text) => [JSON.stringify(text), text]))('renders %s as react-markdown did', (_name, text) => {
    expect(page(render(text))).toBe(page(reactMarkdown(text)))
  })

  it('renders the demo stories as react-markdown did', () => {
    for (const story of DEMO_STORIES) expect(page(render(story.content))).toBe(page(reactMarkdown(story.content)))
  })

  it.each([['blocks', 1], ['blocks', 2], ['inlines', 3], ['inlines', 4]] as const)('renders random %s (seed %i) as react-markdown did', (kind, seed) => {
    for (const text of generatedSamples(kind, seed, 400)) expect(page(render(text)), JSON.stringify(text)).toBe(page(reactMarkdown(text)))
  })
})
