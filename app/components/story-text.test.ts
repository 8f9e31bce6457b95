// The story renderer's safety: raw HTML shows as text, javascript: links are blanked.
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { StoryText } from './story-text.tsx'

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

  it('blanks javascript: links', () => {
    const html = render('[click](javascript:alert(1))')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('<a')
    expect(html).toContain('click')
  })

  it('keeps ordinary links, opening elsewhere', () => {
    expect(render('[map](https://example.com/map)')).toContain('<a href="https://example.com/map" target="_blank" rel="noopener noreferrer nofollow"')
  })

  it('drops Markdown images but keeps the story readable', () => {
    expect(render('Before ![alt](https://example.com/x.png) after')).not.toContain('<img')
  })

  it.each([
    ['bold', '**strong words**', '<strong>strong words</strong>'],
    ['italics', '*quiet words*', '<em>quiet words</em>'],
    ['a story heading below the chapter heading', '# Part One', '<h3'],
    ['a scene break', 'One.\n\n***\n\nTwo.', 'role="separator"'],
    ['a spaced scene break', 'One.\n\n* * *\n\nTwo.', 'role="separator"'],
    ['a dash break right under a paragraph', 'One.\n---\nTwo.', 'role="separator"'],
  ])('renders %s', (_name, text, expected) => {
    expect(render(text)).toContain(expected)
  })
})
