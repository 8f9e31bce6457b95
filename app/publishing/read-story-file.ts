// The story text of the file an admin attaches to a story, as Markdown: .txt and
// .md as strict UTF-8, .docx converted here (docx-to-markdown.ts), PDF and anything else refused
// with the words a person reads (app/lib/error-text.ts).
import { docxToMarkdown, loadMammoth, type ImportedStory, type LoadMammoth } from './docx-to-markdown.ts'
import { FILE_ERROR, PDF_NOT_SUPPORTED, STORY_FILE_TYPE } from '../lib/error-text.ts'
import { storyFileKind } from './story-file-kind.ts'

/** Above this many characters the spec logs a warning. */
export const LARGE_CONTENT_CHARS = 50_000

/** Logs a warning for story text over LARGE_CONTENT_CHARS; says whether it did. */
export function warnIfLarge(text: string): boolean {
  if (text.length <= LARGE_CONTENT_CHARS) return false
  console.warn(
    `Story content is large: ${text.length.toLocaleString('en')} characters (over ${LARGE_CONTENT_CHARS.toLocaleString('en')}).`,
  )
  return true
}

function readUtf8(data: ArrayBuffer): string {
  try {
    // fatal: a Latin-1 or UTF-16 file is refused rather than shown as mojibake; the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    throw new Error(FILE_ERROR)
  }
}

async function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  try {
    return await blob.arrayBuffer()
  } catch {
    throw new Error(FILE_ERROR)
  }
}

/** Throws an Error whose message is what the dialog shows. `load` is for Node tests only. */
export async function readStoryFile(file: File, load: LoadMammoth = loadMammoth): Promise<ImportedStory> {
  // The first bytes decide, so a video picked by mistake is refused without reading it all.
  const kind = storyFileKind(file.name, new Uint8Array(await bytesOf(file.slice(0, 4))))
  if (kind === 'pdf') throw new Error(PDF_NOT_SUPPORTED)
  if (kind === 'other') throw new Error(STORY_FILE_TYPE)
  const data = await bytesOf(file)
  return kind === 'text' ? { text: readUtf8(data), pictures: [], warnings: [] } : docxToMarkdown(data, load)
}
