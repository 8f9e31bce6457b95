// Story files to Markdown: Word's own documents, a document with formatting we build here, plain
// text in UTF-8 only, and every bad file (zip bombs, fake .docx, PDF) as a 400 with a reason.
import fs from 'node:fs'
import path from 'node:path'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { FIXTURES } from '../../testing/build-test-app.ts'
import { MAX_DOCX_EXPANDED_BYTES, readStoryFile as readWithPictures } from './story-file.ts'

/** Pictures have their own tests (story-pictures.test.ts): here every one is left out. */
const readStoryFile = (name: string, data: Uint8Array) => readWithPictures(name, data, async () => null)

const docx = (name: string) => fs.readFileSync(path.join(FIXTURES, 'docx', name))

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** The smallest Word package mammoth reads: content types, the document, and its styles. */
async function makeDocx(body: string): Promise<Buffer> {
  const zip = new JSZip()
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  )
  zip.file(
    '_rels/.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
  )
  zip.file(
    'word/_rels/document.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  )
  zip.file(
    'word/styles.xml',
    `<w:styles ${W}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
  )
  zip.file('word/document.xml', `<w:document ${W}><w:body>${body}</w:body></w:document>`)
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

const run = (text: string, props = '') =>
  `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`

/** Zeros compress about a thousand to one: megabytes on the wire, far more once inflated. */
async function makeZipBomb(entries: number, bytesEach: number): Promise<Buffer> {
  const zip = new JSZip()
  for (let i = 0; i < entries; i++) zip.file(`word/zeros-${i}.xml`, Buffer.alloc(bytesEach))
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

/** Rewrites every declared uncompressed size (local headers and central directory) to 1 byte. */
function lieAboutSizes(zip: Buffer): Buffer {
  const out = Buffer.from(zip)
  for (let i = 0; i < out.length - 4; i++) {
    const signature = out.readUInt32LE(i)
    if (signature === 0x04034b50) out.writeUInt32LE(1, i + 22)
    if (signature === 0x02014b50) out.writeUInt32LE(1, i + 24)
  }
  return out
}

describe('readStoryFile: Word documents', () => {
  it.each([
    ['single-paragraph.docx', 'Walking on imported air'],
    ['simple-list.docx', '-   Apple\n-   Banana'],
    ['empty.docx', ''],
  ])('reads %s written by Word', async (name, markdown) => {
    expect(await readStoryFile(name, docx(name))).toBe(markdown)
  })

  it('keeps headings, bold and italics as Markdown', async () => {
    const file = await makeDocx(
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${run('Chapter One')}</w:p>` +
        `<w:p>${run('The ship was ')}${run('very', '<w:b/>')}${run(' old and ')}${run('quiet', '<w:i/>')}${run('.')}</w:p>`,
    )
    expect(await readStoryFile('Story.DOCX', file)).toBe('# Chapter One\n\nThe ship was **very** old and *quiet*.')
  })

  it.each([
    ['one entry', 1, 60 * 1024 * 1024],
    ['many entries adding up', 12, 5 * 1024 * 1024],
  ])('refuses a zip bomb (%s) by inflating it, not by trusting its header', async (_name, entries, bytesEach) => {
    const bomb = await makeZipBomb(entries, bytesEach)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(entries * bytesEach).toBeGreaterThan(MAX_DOCX_EXPANDED_BYTES)
    await expect(readStoryFile('bomb.docx', bomb)).rejects.toMatchObject({
      code: 'BAD_DOCX',
      statusCode: 400,
      message: 'The Word document could not be read: it expands to more than 50 MB',
    })
  })

  it('refuses a zip bomb whose headers claim every part is one byte', async () => {
    const liar = lieAboutSizes(await makeZipBomb(1, 60 * 1024 * 1024))
    await expect(readStoryFile('liar.docx', liar)).rejects.toMatchObject({ code: 'BAD_DOCX', statusCode: 400 })
  })

  it.each([
    ['text renamed to .docx', Buffer.from('Once upon a time')],
    ['a zip cut short', docx('empty.docx').subarray(0, 40)],
  ])('refuses %s as not a Word file', async (_name, file) => {
    await expect(readStoryFile('story.docx', file)).rejects.toMatchObject({
      code: 'BAD_DOCX',
      statusCode: 400,
      message: 'The Word document could not be read: it is not a Word .docx file',
    })
  })

  it('refuses a zip that holds no Word document', async () => {
    const zip = new JSZip().file('notes.txt', 'hello')
    const file = await zip.generateAsync({ type: 'nodebuffer' })
    await expect(readStoryFile('story.docx', file)).rejects.toMatchObject({ code: 'BAD_DOCX', statusCode: 400 })
  })
})

describe('readStoryFile: text and other files', () => {
  it('reads .txt and .md as UTF-8 and drops a byte-order mark', async () => {
    const text = 'Ærø — “quoted” 🚀\n\n**bold**'
    expect(await readStoryFile('a.txt', Buffer.from(`\uFEFF${text}`, 'utf8'))).toBe(text)
    expect(await readStoryFile('a.md', Buffer.from(text, 'utf8'))).toBe(text)
  })

  it('refuses text that is not UTF-8 rather than storing mojibake', async () => {
    await expect(readStoryFile('latin1.txt', Buffer.from('caf\xe9', 'latin1'))).rejects.toMatchObject({
      code: 'BAD_INPUT',
      statusCode: 400,
      message: expect.stringContaining('UTF-8'),
    })
  })

  it.each([
    ['story.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['story.docx', Buffer.from('%PDF-1.4\n1 0 obj')],
    ['story.txt', Buffer.from('%PDF-1.4\n1 0 obj')],
  ])('refuses a PDF (%s), by name or by its first bytes', async (name, file) => {
    await expect(readStoryFile(name, file)).rejects.toMatchObject({ code: 'PDF_NOT_SUPPORTED', statusCode: 400 })
  })

  it.each([
    ['story.rtf', '.rtf'],
    ['story', 'a file without an extension'],
  ])('refuses %s and names what it got', async (name, got) => {
    await expect(readStoryFile(name, Buffer.from('text'))).rejects.toMatchObject({
      code: 'STORY_FILE_TYPE',
      statusCode: 400,
      message: expect.stringContaining(`(got ${got})`),
    })
  })
})
