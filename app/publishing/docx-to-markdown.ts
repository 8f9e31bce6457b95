// A Word document to the story's Markdown in the browser: mammoth (HTML), then turndown with the
// server's rules (story-text/story-markdown.ts). Both load with import() on the first .docx, so
// they stay out of the readers' bundle. The server re-checks the file it is sent (zip bombs too).
// Pictures are kept as files named `picture:<n>` in the text, stored when the publish is sent.
import { storyTurndown } from '../../story-text/story-markdown.ts'
import { PICTURE_MAX_BYTES, pendingPictureRef, pictureAlt } from '../../story-text/story-pictures.ts'
import { megabytes } from '../../contract/limits.ts'
import { FILE_ERROR } from '../lib/error-text.ts'
import { isZip } from './story-file-kind.ts'
import { pictureType } from './picture-type.ts'

/** What we read of each picture mammoth hands us. */
interface DocxImage {
  contentType?: string
  /** Not read(): that makes a Node Buffer, which a browser does not have. */
  readAsArrayBuffer(): Promise<ArrayBuffer | Uint8Array>
}

/** A story file's text, with the pictures it names and what was left out. */
export interface ImportedStory {
  text: string
  /** By the index of their `picture:<n>` address in the text. */
  pictures: Blob[]
  /** One sentence per picture left out (too large, or not an image), for the dialog. */
  warnings: string[]
}

/**
 * Vite resolves 'mammoth' through its package.json "browser" field (browser/unzip.js, which reads
 * `{ arrayBuffer }`). Node picks the Node build, which refuses `{ arrayBuffer }`, so Node tests pass
 * mammoth's prebuilt browser bundle here instead.
 */
export const loadMammoth = async () => (await import('mammoth')).default
export type Mammoth = Awaited<ReturnType<typeof loadMammoth>>
export type LoadMammoth = () => Promise<Mammoth>

/** Why a picture is left out, or null when it is kept. */
function refusal(bytes: Uint8Array, number: number, declared: string | undefined): string | null {
  if (bytes.byteLength > PICTURE_MAX_BYTES)
    return `Picture ${number} is larger than ${megabytes(PICTURE_MAX_BYTES)}, so it was left out.`
  if (pictureType(bytes) === null)
    return `Picture ${number}${declared ? ` (${declared})` : ''} is not a JPEG, PNG or WebP image, so it was left out.`
  return null
}

/** The picture's bytes, or why it is left out. mammoth drops a picture whose conversion fails
 * without a word, so a picture it cannot read is said here instead. */
async function pictureOf(image: DocxImage, number: number): Promise<{ bytes: Uint8Array } | { why: string }> {
  const read = await image.readAsArrayBuffer().catch(() => null)
  if (read === null) return { why: `Picture ${number} could not be read, so it was left out.` }
  const bytes = read instanceof Uint8Array ? read : new Uint8Array(read)
  const why = refusal(bytes, number, image.contentType)
  return why ? { why } : { bytes }
}

/** Throws FILE_ERROR for a file that is not a Word document, or when the converter cannot load. */
export async function docxToMarkdown(data: ArrayBuffer, load: LoadMammoth = loadMammoth): Promise<ImportedStory> {
  // Not a zip, so not a .docx: say so before fetching the converter.
  if (!isZip(new Uint8Array(data, 0, Math.min(4, data.byteLength)))) throw new Error(FILE_ERROR)
  const pictures: Blob[] = []
  const warnings: string[] = []
  let seen = 0
  try {
    const [mammoth, { default: TurndownService }] = await Promise.all([load(), import('turndown')])
    const convertImage = mammoth.images.imgElement(async (image) => {
      const number = ++seen
      const picture = await pictureOf(image, number)
      if ('why' in picture) {
        warnings.push(picture.why)
        // No address: the story's turndown rules write nothing for it.
        return { src: '' }
      }
      pictures.push(new Blob([picture.bytes.slice()], { type: pictureType(picture.bytes)! }))
      const attributes = { src: pendingPictureRef(pictures.length - 1), alt: pictureAlt(image, number) }
      // Not returned as a literal: mammoth writes every attribute it is given, its types name only src.
      return attributes
    })
    const { value: html } = await mammoth.convertToHtml({ arrayBuffer: data }, { convertImage })
    return { text: storyTurndown(TurndownService).turndown(html).trim(), pictures, warnings }
  } catch {
    throw new Error(FILE_ERROR)
  }
}
