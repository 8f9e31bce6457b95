// The pictures packed into the book: the cover and each picture the chapters show from our own
// site, read once through the caller's readMedia (however often it appears) and numbered in
// reading order. Bytes that are not what their media type says are left out, as epubcheck refuses them.
import type { EpubBook, EpubMedia } from './epub-types.ts'

export interface PackedImage {
  /** Its path inside the book's content folder: 'images/cover.jpg', 'images/1.png'. */
  file: string
  media: EpubMedia
}

export interface BookImages {
  cover: PackedImage | null
  /** A picture's src as written in the text → its file. */
  bySource: ReadonlyMap<string, string>
  pictures: PackedImage[]
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const
const SIGNATURES = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
} as const

const isWhatItSays = (media: EpubMedia): boolean =>
  SIGNATURES[media.mediaType].every((byte, i) => media.bytes[i] === byte)

/** The root-relative path of `src` when it is on our own site, else null (remote, data:, relative). */
function ownPath(src: string, origin: string): string | null {
  if (src.startsWith('/') && !src.startsWith('//')) return src
  try {
    const url = new URL(src)
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

async function readOwn(src: string, book: EpubBook): Promise<EpubMedia | null> {
  const path = ownPath(src, book.origin)
  const media = path === null ? null : await book.readMedia(path)
  return media !== null && isWhatItSays(media) ? media : null
}

export async function packImages(book: EpubBook, sources: string[]): Promise<BookImages> {
  const unique = [...new Set(sources)]
  const found = await Promise.all(unique.map((src) => readOwn(src, book)))
  const bySource = new Map<string, string>()
  const pictures: PackedImage[] = []
  unique.forEach((src, i) => {
    const media = found[i]
    if (!media) return
    const file = `images/${pictures.length + 1}.${EXTENSIONS[media.mediaType]}`
    bySource.set(src, file)
    pictures.push({ file, media })
  })
  const cover =
    book.cover && isWhatItSays(book.cover)
      ? { file: `images/cover.${EXTENSIONS[book.cover.mediaType]}`, media: book.cover }
      : null
  return { cover, bySource, pictures }
}
