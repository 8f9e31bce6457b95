// buildEpub: a story or a series as an EPUB 3 file that epubcheck accepts without a warning, for
// GET /api/stories/{id}/epub and GET /api/series/{id}/epub. Pictures are read once, then every
// page is rendered synchronously and zipped with the package document, nav, NCX and stylesheet.
import { bookContents } from './epub-contents.ts'
import { packImages } from './epub-images.ts'
import { NAV_FILE, NCX_FILE, navDocument, ncxDocument } from './epub-navigation.ts'
import { CONTAINER_XML, CONTENT_FOLDER, PACKAGE_FILE, packageDocument, type ManifestItem } from './epub-package.ts'
import { STYLESHEET_FILE } from './epub-pages.ts'
import { EPUB_CSS } from './epub-style.ts'
import type { EpubBook } from './epub-types.ts'
import { zipEpub, type ZipEntry } from './epub-zip.ts'
import { imageSources } from './markdown-xhtml.ts'

export type { EpubBook, EpubChapter, EpubMedia, EpubPart } from './epub-types.ts'

const XHTML = 'application/xhtml+xml'
/** A tag epubcheck accepts in dc:language; anything else becomes English rather than an invalid book. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/

export async function buildEpub(book: EpubBook): Promise<Buffer> {
  const language = LANGUAGE_TAG.test(book.language) ? book.language : 'en'
  const chapters = book.parts.flatMap((part) => part.chapters)
  const images = await packImages(
    book,
    chapters.flatMap((chapter) => imageSources(chapter.markdown)),
  )
  const contents = bookContents({ ...book, language }, images)
  const identifier = `urn:uuid:${book.id}`

  const pictures = [
    ...(images.cover ? [{ id: 'cover-image', ...images.cover }] : []),
    ...images.pictures.map((picture, i) => ({ id: `image-${i + 1}`, ...picture })),
  ]
  const manifest: ManifestItem[] = [
    { id: 'nav', file: NAV_FILE, mediaType: XHTML, properties: 'nav' },
    { id: 'ncx', file: NCX_FILE, mediaType: 'application/x-dtbncx+xml' },
    { id: 'style', file: STYLESHEET_FILE, mediaType: 'text/css' },
    ...contents.pages.map((page) => ({ id: page.id, file: page.file, mediaType: XHTML })),
    ...pictures.map((p) => ({
      id: p.id,
      file: p.file,
      mediaType: p.media.mediaType,
      properties: p.id === 'cover-image' ? 'cover-image' : undefined,
    })),
  ]
  const opf = packageDocument(
    {
      identifier,
      title: contents.title,
      language,
      creator: book.creator,
      description: book.description,
      published: book.published,
      modified: book.modified,
      coverImageId: images.cover ? 'cover-image' : null,
    },
    manifest,
    contents.pages.map((page) => page.id),
    'ncx',
  )

  const inContent = (file: string) => `${CONTENT_FOLDER}/${file}`
  const entries: ZipEntry[] = [
    { path: 'META-INF/container.xml', data: CONTAINER_XML, isCompressed: true },
    { path: inContent(PACKAGE_FILE), data: opf, isCompressed: true },
    { path: inContent(NAV_FILE), data: navDocument(contents, language), isCompressed: true },
    { path: inContent(NCX_FILE), data: ncxDocument(identifier, contents, language), isCompressed: true },
    { path: inContent(STYLESHEET_FILE), data: EPUB_CSS, isCompressed: true },
    ...contents.pages.map((page) => ({ path: inContent(page.file), data: page.xhtml, isCompressed: true })),
    ...pictures.map((p) => ({ path: inContent(p.file), data: p.media.bytes, isCompressed: false })),
  ]
  return zipEpub(entries, book.modified)
}
