// Turns an uploaded story file into the Markdown we store: .txt/.md as strict UTF-8, .docx through
// mammoth (HTML) and turndown (Markdown, so bold stays **bold**, tables stay tables). A .docx's
// pictures are stored through the image pipeline (savePicture); one it refuses is left out. A .docx
// is a zip, so before mammoth inflates it in memory we inflate every entry ourselves, counting
// bytes, to stop zip bombs.
import path from 'node:path'
import yauzl from 'yauzl'
import mammoth from 'mammoth'
import TurndownService from 'turndown'
import { storyTurndown } from '../../../story-text/story-markdown.ts'
import { PICTURE_MAX_BYTES, pictureAlt } from '../../../story-text/story-pictures.ts'
import { Errors } from '../../errors.ts'

/** The most a .docx may expand to, counted while inflating (declared sizes can lie). */
export const MAX_DOCX_EXPANDED_BYTES = 50 * 1024 * 1024
const MAX_DOCX_EXPANDED_LABEL = '50 MB'
/** A real Word document has a few dozen parts; thousands means something else. */
export const MAX_DOCX_ENTRIES = 10_000

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1')
const PDF_MAGIC = Buffer.from('%PDF', 'latin1')

function startsWith(buffer: Uint8Array, magic: Buffer): boolean {
  return Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength).subarray(0, magic.length).equals(magic)
}

function readUtf8(buffer: Uint8Array): string {
  try {
    // fatal: a Latin-1 or UTF-16 file is refused rather than stored as mojibake; the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer)
  } catch {
    throw new Errors.BadInput('The story file is not UTF-8 text. Save it as UTF-8 (or as .docx) and upload it again.')
  }
}

async function inflatedSizeWithinLimit(buffer: Buffer): Promise<void> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true })
  } catch {
    throw new Errors.BadDocx('it is not a Word .docx file')
  }
  if (zip.entryCount > MAX_DOCX_ENTRIES) throw new Errors.BadDocx(`it has more than ${MAX_DOCX_ENTRIES} parts`)
  let total = 0
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      const stream = await zip.openReadStreamPromise(entry)
      for await (const chunk of stream) {
        total += (chunk as Buffer).length
        if (total > MAX_DOCX_EXPANDED_BYTES)
          throw new Errors.BadDocx(`it expands to more than ${MAX_DOCX_EXPANDED_LABEL}`)
      }
    }
  } catch (error) {
    if (error instanceof Errors.BadDocx) throw error
    throw new Errors.BadDocx('the file is damaged')
  }
}

const turndown = storyTurndown(TurndownService)

/** Stores one of a document's pictures and answers its address; null leaves the picture out. */
export type SavePicture = (bytes: Uint8Array) => Promise<string | null>

/**
 * mammoth's picture converter: each picture is stored and named by its address. One left out gets
 * no address, and the story's turndown rules write nothing for a picture without one (never its
 * bytes as text).
 */
function pictureSaver(save: SavePicture) {
  let seen = 0
  return mammoth.images.imgElement(async (image) => {
    const number = ++seen
    const bytes = await image.read()
    const src = bytes.length > PICTURE_MAX_BYTES ? null : await save(bytes)
    const attributes = { src: src ?? '', alt: pictureAlt(image, number) }
    // Not returned as a literal: mammoth writes every attribute it is given, its types name only src.
    return attributes
  })
}

async function readDocx(buffer: Buffer, savePicture: SavePicture): Promise<string> {
  if (!startsWith(buffer, ZIP_MAGIC)) throw new Errors.BadDocx('it is not a Word .docx file')
  await inflatedSizeWithinLimit(buffer)
  let html: string
  try {
    html = (await mammoth.convertToHtml({ buffer }, { convertImage: pictureSaver(savePicture) })).value
  } catch {
    throw new Errors.BadDocx('it is not a Word .docx file')
  }
  return turndown.turndown(html).trim()
}

/** The story text of an uploaded file, as Markdown. Throws catalogue errors (400) for bad files. */
export async function readStoryFile(fileName: string, data: Uint8Array, savePicture: SavePicture): Promise<string> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const ext = path.extname(fileName).toLowerCase()
  if (ext === '.pdf' || startsWith(buffer, PDF_MAGIC)) throw new Errors.PdfNotSupported()
  if (ext === '.txt' || ext === '.md') return readUtf8(buffer)
  if (ext === '.docx') return readDocx(buffer, savePicture)
  throw new Errors.StoryFileType(ext === '' ? 'a file without an extension' : ext)
}
