// Page previews read from real-world shapes of HTML: Open Graph first, then the plain title and
// description; relative and odd picture addresses; entities; and nothing from after the head.
import { describe, expect, it } from 'vitest'
import { createPreviewParser, parsePreview } from './og-parser.ts'

const PAGE = 'https://example.com/articles/gate.html'
const head = (inner: string) => `<!doctype html><html><head>${inner}</head><body><p>Body text</p></body></html>`

describe('parsePreview', () => {
  it('reads og:title, og:description and og:image', () => {
    expect(
      parsePreview(
        head(`
      <title>Plain title</title>
      <meta name="description" content="Plain description">
      <meta property="og:title" content="The Quiet Gate">
      <meta property="og:description" content="A knight hears a gate speak.">
      <meta property="og:image" content="https://cdn.example.com/gate.jpg">`),
        PAGE,
      ),
    ).toEqual({
      title: 'The Quiet Gate',
      description: 'A knight hears a gate speak.',
      image: 'https://cdn.example.com/gate.jpg',
    })
  })

  it('falls back to <title> and meta description', () => {
    expect(
      parsePreview(
        head('<TITLE>\n  Plain   title \n</TITLE><META NAME="Description" CONTENT="Plain description">'),
        PAGE,
      ),
    ).toEqual({ title: 'Plain title', description: 'Plain description', image: null })
  })

  it('falls back when the og values are blank', () => {
    expect(parsePreview(head('<meta property="og:title" content="  "><title>Plain</title>'), PAGE)).toMatchObject({
      title: 'Plain',
    })
  })

  it('takes og tags written with name= as well as property=', () => {
    expect(parsePreview(head('<meta name="og:title" content="By name">'), PAGE)).toMatchObject({ title: 'By name' })
  })

  it('keeps the first of repeated tags', () => {
    expect(
      parsePreview(
        head('<meta property="og:image" content="/one.jpg"><meta property="og:image" content="/two.jpg">'),
        PAGE,
      ),
    ).toMatchObject({ image: 'https://example.com/one.jpg' })
  })

  it.each([
    ['a path', '/img/gate.png', 'https://example.com/img/gate.png'],
    ['a relative name', 'gate.png', 'https://example.com/articles/gate.png'],
    ['a scheme-relative address', '//cdn.example.com/gate.png', 'https://cdn.example.com/gate.png'],
    ['og:image:secure_url', undefined, 'https://secure.example.com/gate.png'],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:image/png;base64,AAAA', null],
    ['an unparseable address', 'http://', null],
  ])('resolves the picture given as %s', (_case, content, image) => {
    const tag =
      content === undefined
        ? '<meta property="og:image:secure_url" content="https://secure.example.com/gate.png">'
        : `<meta property="og:image" content="${content}">`
    expect(parsePreview(head(tag), PAGE).image).toBe(image)
  })

  it('resolves against <base href>', () => {
    expect(
      parsePreview(
        head('<base href="https://static.example.org/x/"><meta property="og:image" content="gate.png">'),
        PAGE,
      ).image,
    ).toBe('https://static.example.org/x/gate.png')
  })

  it('decodes entities and keeps markup-like text as text', () => {
    expect(
      parsePreview(
        head('<meta property="og:title" content="Knights &amp; Curve &lt;script&gt;alert(1)&lt;/script&gt;">'),
        PAGE,
      ).title,
    ).toBe('Knights & Curve <script>alert(1)</script>')
  })

  it('clips very long text', () => {
    const { title, description } = parsePreview(
      head(`<title>${'t'.repeat(500)}</title><meta name="description" content="${'d'.repeat(5000)}">`),
      PAGE,
    )
    expect(title).toHaveLength(200)
    expect(title!.endsWith('…')).toBe(true)
    expect(description).toHaveLength(2000)
  })

  it('ignores tags after the head', () => {
    const html =
      '<html><head><title>Head</title></head><body><meta property="og:title" content="Body"><title>Late</title></body></html>'
    expect(parsePreview(html, PAGE)).toEqual({ title: 'Head', description: null, image: null })
  })

  it('reads a page without html or head tags', () => {
    expect(parsePreview('<title>Bare</title><p>text', PAGE)).toMatchObject({ title: 'Bare' })
  })

  it('finds nothing in a page without a preview', () => {
    expect(parsePreview('<p>Nothing here', PAGE)).toEqual({ title: null, description: null, image: null })
  })
})

describe('createPreviewParser', () => {
  it('reads a page fed in pieces split inside tags and says when the head is over', () => {
    const html = head('<meta property="og:title" content="Split across pieces"><title>Plain</title>')
    const parser = createPreviewParser(PAGE)
    const pieces = html.match(/.{1,7}/gs)!
    for (const piece of pieces) {
      parser.write(piece)
      if (parser.isDone()) break
    }
    expect(parser.isDone()).toBe(true)
    expect(parser.end()).toMatchObject({ title: 'Split across pieces' })
  })
})
