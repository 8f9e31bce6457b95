// Which reader a story file needs, from its name and first bytes (.txt, .md, .docx;
// never PDF). A PDF is caught by its %PDF magic too, whatever it is called.

export type StoryFileKind = 'text' | 'docx' | 'pdf' | 'other'

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46] // %PDF
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] // PK\3\4: every .docx is a zip

export const startsWithBytes = (head: Uint8Array, magic: readonly number[]) =>
  head.length >= magic.length && magic.every((byte, i) => head[i] === byte)

export const isZip = (head: Uint8Array) => startsWithBytes(head, ZIP_MAGIC)

/** The lower-case extension with its dot (".docx"), or "" when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot).toLowerCase() : ''
}

export function storyFileKind(name: string, head: Uint8Array): StoryFileKind {
  const ext = extensionOf(name)
  if (ext === '.pdf' || startsWithBytes(head, PDF_MAGIC)) return 'pdf'
  if (ext === '.txt' || ext === '.md') return 'text'
  if (ext === '.docx') return 'docx'
  return 'other'
}
