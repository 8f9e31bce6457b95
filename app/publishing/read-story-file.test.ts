// Story files read in the browser: Word documents from Word itself (converted exactly as the server
// converts them), UTF-8 text only, and every refused file with the words the dialog shows.
import fs from 'node:fs'
import path from 'node:path'
import JSZip from 'jszip'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStoryFile as readOnServer } from '../../api/services/stories/story-file.ts'
import type { LoadMammoth, Mammoth } from './docx-to-markdown.ts'
import { FILE_ERROR, PDF_NOT_SUPPORTED, STORY_FILE_TYPE } from '../lib/error-text.ts'
import { LARGE_CONTENT_CHARS, readStoryFile, warnIfLarge } from './read-story-file.ts'

const DOCX = path.join(import.meta.dirname, '../../api/testing/fixtures/docx')
const docx = (name: string) => fs.readFileSync(path.join(DOCX, name))

// Node resolves 'mammoth' to its Node build, which refuses { arrayBuffer }; the browser build
// (what Vite bundles, through the package's "browser" field) takes exactly what the app passes.
// Its types are the Node build's (a branded converter type); the app's own Mammoth names what it calls.
const browserMammoth: LoadMammoth = async () =>
  (await import('mammoth/mammoth.browser.js')).default as unknown as Mammoth
const imported = (bytes: BlobPart, name: string) => readStoryFile(new File([bytes], name), browserMammoth)
const read = async (bytes: BlobPart, name: string) => (await imported(bytes, name)).text
/** The server's reading, its pictures left out. */
const readOnServerAlone = (name: string, bytes: Uint8Array) => readOnServer(name, bytes, async () => null)

/** Word's single-paragraph fixture with its middle word made bold. */
async function withBoldWord(): Promise<ArrayBuffer> {
  const zip = await JSZip.loadAsync(docx('single-paragraph.docx'))
  const xml = await zip.file('word/document.xml')!.async('string')
  const bold =
    '<w:r><w:t xml:space="preserve">Walking on </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>imported</w:t></w:r><w:r><w:t xml:space="preserve"> air</w:t></w:r>'
  zip.file('word/document.xml', xml.replace('<w:r><w:t>Walking on imported air</w:t></w:r>', bold))
  return zip.generateAsync({ type: 'arraybuffer' })
}

describe('readStoryFile: Word documents', () => {
  it.each([
    ['single-paragraph.docx', 'Walking on imported air'],
    ['simple-list.docx', '-   Apple\n-   Banana'],
    ['empty.docx', ''],
    ['tables.docx', 'Above\n\n| Top left | Top right |\n| --- | --- |\n| Bottom left | Bottom right |\n\nBelow'],
    [
      'footnotes.docx',
      'Ouch[\\[1\\]](#footnote-1).[\\[2\\]](#footnote-2)\n\n1.  A tachyon walks into a bar. [↑](#footnote-ref-1)\n    \n2.  Fin. [↑](#footnote-ref-2)',
    ],
  ])('reads %s written by Word, exactly as the server does', async (name, markdown) => {
    const text = await read(docx(name), name)
    expect(text).toBe(markdown)
    expect(text).toBe(await readOnServerAlone(name, docx(name)))
  })

  it('keeps a picture as a file the text names, with its alt text, never as text', async () => {
    const { text, pictures, warnings } = await imported(docx('tiny-picture.docx'), 'tiny-picture.docx')
    expect(text).toBe('![Picture 1](picture:0)')
    expect(pictures).toHaveLength(1)
    expect(pictures[0]!.type).toBe('image/png')
    const png = new Uint8Array(await pictures[0]!.arrayBuffer())
    expect(png).toEqual(
      new Uint8Array(await (await JSZip.loadAsync(docx('tiny-picture.docx'))).file(/media\//)[0]!.async('uint8array')),
    )
    expect(warnings).toEqual([])
    expect(text).not.toMatch(/base64|data:/)
  })

  it.each([
    [
      'not an image',
      () => new TextEncoder().encode('%!PS-Adobe vector drawing'),
      /^Picture 1 \(image\/png\) is not a JPEG, PNG or WebP image, so it was left out\.$/,
    ],
    [
      'larger than 10 MB',
      () => {
        const big = new Uint8Array(10 * 1024 * 1024 + 1)
        big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        return big
      },
      /^Picture 1 is larger than 10 MB, so it was left out\.$/,
    ],
  ])('leaves out a picture %s, says so, and keeps the text', async (_what, bytes, warning) => {
    const zip = await JSZip.loadAsync(docx('tiny-picture.docx'))
    zip.file(zip.file(/media\//)[0]!.name, bytes())
    const { text, pictures, warnings } = await imported(
      await zip.generateAsync({ type: 'arraybuffer' }),
      'refused.docx',
    )
    expect(text).toBe('')
    expect(pictures).toEqual([])
    expect(warnings).toEqual([expect.stringMatching(warning)])
  })

  it('keeps bold as **bold**', async () => {
    expect(await read(await withBoldWord(), 'Story.DOCX')).toBe('Walking on **imported** air')
  })

  it.each([
    ['text renamed to .docx', async () => 'Once upon a time'],
    ['a zip cut short', async () => docx('empty.docx').subarray(0, 40)],
    [
      'a zip that holds no Word document',
      () => new JSZip().file('notes.txt', 'hi').generateAsync({ type: 'arraybuffer' }),
    ],
  ])('refuses %s with the File Error', async (_what, bytes) => {
    await expect(read(await bytes(), 'story.docx')).rejects.toThrow(FILE_ERROR)
  })

  it('gives the File Error when the converter cannot be fetched (offline, chunk missing)', async () => {
    const offline: LoadMammoth = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(readStoryFile(new File([docx('simple-list.docx')], 'x.docx'), offline)).rejects.toThrow(FILE_ERROR)
  })
})

describe('readStoryFile: text and other files', () => {
  const text = 'Ærø — “quoted” 🚀\n\n**bold**'

  it.each(['story.txt', 'story.md', 'STORY.TXT'])('reads %s as UTF-8 and drops a byte-order mark', async (name) => {
    expect(await read(`\uFEFF${text}`, name)).toBe(text)
    expect(await read(text, name)).toBe(text)
  })

  it('refuses Latin-1 text with the File Error rather than showing mojibake', async () => {
    await expect(read(Uint8Array.of(0x63, 0x61, 0x66, 0xe9), 'latin1.txt')).rejects.toThrow(FILE_ERROR)
  })

  it.each([
    ['story.pdf', '%PDF-1.7\n1 0 obj'],
    ['story.pdf', 'not really a PDF inside'],
    ['story.txt', '%PDF-1.4\n1 0 obj'],
    ['story.docx', '%PDF-1.4\n1 0 obj'],
  ])('refuses a PDF (%s starting %j), by name or by its first bytes', async (name, content) => {
    await expect(read(content, name)).rejects.toThrow(PDF_NOT_SUPPORTED)
  })

  it.each(['story.rtf', 'story.doc', 'story'])('refuses %s and says which formats work', async (name) => {
    await expect(read('Once upon a time', name)).rejects.toThrow(STORY_FILE_TYPE)
  })
})

describe('warnIfLarge', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each([
    [LARGE_CONTENT_CHARS, false],
    [LARGE_CONTENT_CHARS + 1, true],
  ])('at %i characters warns: %s', (length, warns) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(warnIfLarge('a'.repeat(length))).toBe(warns)
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0)
  })
})
