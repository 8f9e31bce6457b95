// A Word document to the story's Markdown in the browser: mammoth (HTML), then turndown with the
// server's options (db/schema/story-markdown.ts). Both load with import() on the first .docx, so
// they stay out of the readers' bundle. The server re-checks the file it is sent (zip bombs too).
import { STORY_TURNDOWN_OPTIONS } from '../../db/schema/story-markdown.ts'
import { FILE_ERROR } from '../lib/error-text.ts'
import { isZip } from './story-file-kind.ts'

/** The one mammoth call we make; in the browser it takes `{ arrayBuffer }`. */
export interface Mammoth {
  convertToHtml(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string }>
}
export type LoadMammoth = () => Promise<Mammoth>

/**
 * Vite resolves 'mammoth' through its package.json "browser" field (browser/unzip.js, which reads
 * `{ arrayBuffer }`). Node picks the Node build, which refuses `{ arrayBuffer }`, so Node tests pass
 * mammoth's prebuilt browser bundle here instead.
 */
export const loadMammoth: LoadMammoth = async () => (await import('mammoth')).default

/** Throws FILE_ERROR for a file that is not a Word document, or when the converter cannot load. */
export async function docxToMarkdown(data: ArrayBuffer, load: LoadMammoth = loadMammoth): Promise<string> {
  // Not a zip, so not a .docx: say so before fetching the converter.
  if (!isZip(new Uint8Array(data, 0, Math.min(4, data.byteLength)))) throw new Error(FILE_ERROR)
  try {
    const [mammoth, { default: TurndownService }] = await Promise.all([load(), import('turndown')])
    const { value: html } = await mammoth.convertToHtml({ arrayBuffer: data })
    return new TurndownService(STORY_TURNDOWN_OPTIONS).turndown(html).trim()
  } catch {
    throw new Error(FILE_ERROR)
  }
}
