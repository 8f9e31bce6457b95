// What is inside a built book, read back with yauzl: the zip's first entry, the contents in
// reading order, pictures packed once and referenced relatively, links and markers as the text
// rules say, and the metadata readers look for. (epubcheck.test.ts checks validity.)
import { beforeAll, describe, expect, it } from 'vitest'
import { buildEpub } from './epub-book.ts'
import { openEpub, type OpenedEpub } from './testing/unzip.ts'
import { JPEG_PATH, makeBook, makePictures, mediaReader, PNG_PATH } from './testing/make-book.ts'
import { seriesBook, storyBook } from './testing/sample-books.ts'

const navLinks = (nav: string) => [...nav.matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`)
const ncxLabels = (ncx: string) => [...ncx.matchAll(/<text>([^<]*)<\/text>/g)].map((m) => m[1])
const allText = (epub: OpenedEpub) =>
  epub.entries.filter((e) => /\.(xhtml|opf|ncx)$/.test(e.name)).map((e) => e.bytes.toString('utf8'))

let story: OpenedEpub
let asked: string[]
beforeAll(async () => {
  const pictures = await makePictures()
  const reader = mediaReader({ [PNG_PATH]: pictures.png, [JPEG_PATH]: pictures.jpeg })
  asked = reader.asked
  story = await openEpub(await buildEpub(storyBook(pictures, reader.readMedia)))
})

describe('buildEpub', () => {
  it('starts the zip with `mimetype`, stored, with no extra field, then the container', () => {
    const [first, second] = story.entries
    expect(first).toMatchObject({ name: 'mimetype', isStored: true, extraFieldLength: 0 })
    expect(first!.bytes.toString('ascii')).toBe('application/epub+zip')
    expect(second!.name).toBe('META-INF/container.xml')
  })

  it("lists a story's chapters in order with their headings, in the nav and in the NCX", () => {
    expect(navLinks(story.text('EPUB/nav.xhtml'))).toEqual([
      'chapter-1.xhtml Chapter 1: Dawn',
      'chapter-2.xhtml Chapter 2: Camp',
    ])
    expect(ncxLabels(story.text('EPUB/toc.ncx'))).toEqual([
      'The Ridge &amp; the &quot;Drift&quot; &lt;1&gt;',
      'Chapter 1: Dawn',
      'Chapter 2: Camp',
    ])
    expect(story.text('EPUB/chapter-2.xhtml')).toContain('<h2>Chapter 2: Camp</h2>')
  })

  it('nests a series\' chapters under each episode, naming the untitled opening "Opening"', async () => {
    const series = await openEpub(await buildEpub(seriesBook()))
    const nav = series.text('EPUB/nav.xhtml')
    expect(navLinks(nav)).toEqual([
      'part-1.xhtml Episode One',
      'chapter-1.xhtml Chapter 1: Arrival',
      'chapter-2.xhtml Chapter 2: Camp',
      'part-2.xhtml Episode Two',
      'chapter-3.xhtml Opening',
      'chapter-4.xhtml Chapter 1: Storm',
      'chapter-5.xhtml Chapter 2: Calm',
      'part-3.xhtml Episode Three',
      'chapter-6.xhtml Complete Story',
    ])
    expect(nav).toMatch(
      /<li><a href="part-2.xhtml">Episode Two<\/a>\n<ol>\n<li><a href="chapter-3.xhtml">Opening<\/a><\/li>/,
    )
    expect(series.text('EPUB/part-2.xhtml')).toContain('<h1>Episode Two</h1>\n<p class="subtitle">Season 1</p>')
    expect(series.text('EPUB/toc.ncx')).toContain('<meta name="dtb:depth" content="2" />')
  })

  it('packs a picture used in two chapters once, asks for it once, and points at it relatively', () => {
    expect(story.entries.filter((e) => e.name.startsWith('EPUB/images/')).map((e) => e.name)).toEqual([
      'EPUB/images/cover.jpg',
      'EPUB/images/1.png',
      'EPUB/images/2.jpg',
    ])
    expect(asked).toEqual([PNG_PATH, JPEG_PATH])
    expect(story.text('EPUB/chapter-1.xhtml')).toContain('<img src="images/1.png" alt="The ridge at dawn" />')
    expect(story.text('EPUB/chapter-2.xhtml')).toContain('<img src="images/1.png" alt="The ridge again" />')
    expect(story.text('EPUB/chapter-2.xhtml')).toContain('<img src="images/2.jpg" alt="The camp" />')
  })

  it('never gives a picture a remote or data: src', () => {
    for (const text of allText(story)) expect(text).not.toMatch(/src="(?:https?:|data:|\/)/)
    expect(story.text('EPUB/chapter-1.xhtml')).toContain('<span class="image-alt">A remote picture</span>')
  })

  it('shows the footnote marker, the javascript: link and the relative link as plain text', () => {
    const chapter = story.text('EPUB/chapter-1.xhtml')
    expect(chapter).toContain(
      'A footnote marker[1], a <a href="https://hub.example/read/abc-123">link home</a>, a bad link,\na relative one,',
    )
    expect(chapter).not.toContain('#footnote-1')
    expect(chapter).not.toContain('javascript:')
  })

  it('names the identifier, dates and cover as EPUB 3 and EPUB 2 readers look for them', () => {
    const opf = story.text('EPUB/package.opf')
    expect(opf).toContain('<dc:identifier id="book-id">urn:uuid:0b6f6c8e-2f4d-4a7e-9a51-3c2d1e0f9a88</dc:identifier>')
    expect(opf).toContain('<dc:date>2025-03-01T10:20:30Z</dc:date>')
    expect(opf).toContain('<meta property="dcterms:modified">2025-03-02T11:22:33Z</meta>')
    expect(opf).toContain(
      '<item id="cover-image" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image" />',
    )
    expect(opf).toContain('<meta name="cover" content="cover-image" />')
    expect(opf).toMatch(/<spine toc="ncx">\n<itemref idref="cover" \/>\n<itemref idref="title-page" \/>/)
    expect(story.text('EPUB/toc.ncx')).toContain(
      '<meta name="dtb:uid" content="urn:uuid:0b6f6c8e-2f4d-4a7e-9a51-3c2d1e0f9a88" />',
    )
  })

  it('leaves out a picture whose bytes are not the type it claims, showing its alt text', async () => {
    const { png } = await makePictures()
    const { readMedia } = mediaReader({ [PNG_PATH]: { bytes: png.bytes, mediaType: 'image/jpeg' } })
    const book = await openEpub(
      await buildEpub(
        makeBook({
          cover: { bytes: png.bytes, mediaType: 'image/jpeg' },
          readMedia,
          parts: [{ title: 'x', chapters: [{ heading: null, markdown: `![Mislabelled](${PNG_PATH})` }] }],
        }),
      ),
    )
    expect(book.entries.filter((e) => e.name.startsWith('EPUB/images/'))).toEqual([])
    expect(book.text('EPUB/chapter-1.xhtml')).toContain(
      '<h2>Opening</h2>\n<p><span class="image-alt">Mislabelled</span></p>',
    )
    expect(book.entries.map((e) => e.name)).not.toContain('EPUB/cover.xhtml')
  })

  it('builds the same bytes from the same book', async () => {
    const once = await buildEpub(seriesBook())
    expect((await buildEpub(seriesBook())).equals(once)).toBe(true)
  })
})
