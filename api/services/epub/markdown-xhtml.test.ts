// The rules a chapter's text follows on its way into the book: which links stay (and where they
// lead), which pictures are packed, headings below the chapter's, and no raw HTML.
import { describe, expect, it } from 'vitest'
import { imageSources, linkTarget, markdownToXhtml } from './markdown-xhtml.ts'

const ORIGIN = 'https://hub.example'
const render = (markdown: string, images: Record<string, string> = {}) =>
  markdownToXhtml(markdown, { origin: ORIGIN, images: new Map(Object.entries(images)) })

describe('linkTarget', () => {
  it.each([
    ['/read/abc-123', 'https://hub.example/read/abc-123'],
    ['/read/abc?chapter=2#top', 'https://hub.example/read/abc?chapter=2#top'],
    ['https://example.com/map', 'https://example.com/map'],
    ['HTTP://Example.com', 'http://example.com/'],
    ['mailto:kel@hub.example', 'mailto:kel@hub.example'],
    ['#footnote-1', null],
    ['notes/x.html', null],
    ['../up', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['ftp://files.example/x', null],
    ['https://', null],
  ])('sends %j to %j', (href, expected) => {
    expect(linkTarget(href, ORIGIN)).toBe(expected)
  })
})

describe('markdownToXhtml', () => {
  it('shows a Word footnote marker as its text, with no link', () => {
    expect(render('A marker[[1]](#footnote-1).')).toBe('<p>A marker[1].</p>\n')
  })

  it('makes a root-relative link absolute on the site and keeps http(s) and mailto links', () => {
    expect(render('[home](/read/a) [map](https://example.com/m) [mail](mailto:a@b.example)')).toBe(
      '<p><a href="https://hub.example/read/a">home</a> <a href="https://example.com/m">map</a> <a href="mailto:a@b.example">mail</a></p>\n',
    )
  })

  it('shows a javascript: or relative link as its text, keeping its marks', () => {
    expect(render('[**click**](javascript:alert(1)) and [notes](notes/x.html)')).toBe(
      '<p><strong>click</strong> and notes</p>\n',
    )
  })

  it('embeds a packed picture by its file in the book, with its alt text', () => {
    expect(
      render('![The *ridge*](/api/media/images/a.png "At dawn")', { '/api/media/images/a.png': 'images/1.png' }),
    ).toBe('<p><img src="images/1.png" alt="The ridge" title="At dawn" /></p>\n')
  })

  it.each([
    ['a remote picture', '![A "remote" <pic>](https://elsewhere.example/x.png)', 'A &quot;remote&quot; &lt;pic&gt;'],
    ['an inline data: picture', '![Inline](data:image/png;base64,iVBORw0KGgo=)', 'Inline'],
    ['a picture not packed into the book', '![Lost](/api/media/images/gone.jpg)', 'Lost'],
  ])('shows %s as its alt text', (_, markdown, alt) => {
    expect(render(markdown)).toBe(`<p><span class="image-alt">${alt}</span></p>\n`)
  })

  it("puts the text's headings below the chapter heading (h2)", () => {
    expect(render('# One\n\n## Two\n\n### Three\n\n###### Six')).toBe(
      '<h3>One</h3>\n<h3>Two</h3>\n<h4>Three</h4>\n<h6>Six</h6>\n',
    )
  })

  it('shows raw HTML as text', () => {
    expect(render('<script>alert(1)</script> & <b onclick="x()">b</b>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt;</p>\n',
    )
  })

  it('drops characters XML forbids, typed or written as references', () => {
    expect(render('a\u0000b\u0007c &#12;d \uD800e')).toBe('<p>abc d e</p>\n')
  })

  it("decodes every named character reference (XHTML knows none of HTML's names)", () => {
    expect(render('3&frac34; &ngE; &notit;')).toBe('<p>3¾ ≧̸ &amp;notit;</p>\n')
  })

  it("follows reference links, keeps a list's first number and a link's title", () => {
    expect(render('[the ridge][r]\n\n3. third\n\n[r]: https://example.com/r "Ridge"')).toBe(
      '<p><a href="https://example.com/r" title="Ridge">the ridge</a></p>\n<ol start="3">\n<li>third</li>\n</ol>\n',
    )
  })

  it('renders a pipe table with an escaped pipe and marks in its cells', () => {
    expect(render('| a | b |\n|---|---|\n| x \\| y | **z** |')).toContain('<td>x | y</td>\n<td><strong>z</strong></td>')
  })
})

describe('imageSources', () => {
  it('lists every picture in order, repeats and pictures inside links included', () => {
    expect(imageSources('![a](/1.png) [![b](/2.jpg)](/read/x)\n\n| t |\n|---|\n| ![c](/1.png) |')).toEqual([
      '/1.png',
      '/2.jpg',
      '/1.png',
    ])
  })
})
