// The book's reading order: cover, title page, then each chapter (after its part's title page in
// a series book), with the contents tree and landmarks that the nav document and the NCX share.
import { chapterLabel } from '../../../story-text/chapters.ts'
import type { BookImages } from './epub-images.ts'
import type { EpubBook, EpubChapter, EpubPart } from './epub-types.ts'
import { markdownToXhtml } from './markdown-xhtml.ts'
import { chapterPage, coverPage, partPage, titlePage } from './epub-pages.ts'
import { visibleOr } from './xml.ts'

export interface ContentPage {
  id: string
  file: string
  xhtml: string
}
export interface TocEntry {
  label: string
  file: string
  children: TocEntry[]
}
export interface Landmark {
  type: 'cover' | 'titlepage' | 'bodymatter'
  label: string
  file: string
}
export interface BookContents {
  title: string
  pages: ContentPage[]
  toc: TocEntry[]
  landmarks: Landmark[]
}

const UNTITLED = 'Untitled'

export function bookContents(book: EpubBook, images: BookImages): BookContents {
  const title = visibleOr(book.title, UNTITLED)
  const pages: ContentPage[] = []
  const landmarks: Landmark[] = []
  if (images.cover) {
    pages.push({ id: 'cover', file: 'cover.xhtml', xhtml: coverPage(title, book.language, images.cover.file) })
    landmarks.push({ type: 'cover', label: 'Cover', file: 'cover.xhtml' })
  }
  const titleText = { title, description: book.description, creator: book.creator }
  pages.push({ id: 'title-page', file: 'title.xhtml', xhtml: titlePage(titleText, book.language) })
  landmarks.push({ type: 'titlepage', label: 'Title page', file: 'title.xhtml' })

  let chapterCount = 0
  const addChapter = (chapter: EpubChapter): TocEntry => {
    chapterCount += 1
    const id = `chapter-${chapterCount}`
    const heading = visibleOr(
      chapterLabel({ heading: chapter.heading, body: chapter.markdown }),
      `Chapter ${chapterCount}`,
    )
    const body = markdownToXhtml(chapter.markdown, { origin: book.origin, images: images.bySource })
    pages.push({ id, file: `${id}.xhtml`, xhtml: chapterPage(heading, body, book.language) })
    return { label: heading, file: `${id}.xhtml`, children: [] }
  }
  const addPart = (part: EpubPart, index: number): TocEntry => {
    const id = `part-${index + 1}`
    const partTitle = visibleOr(part.title, `Part ${index + 1}`)
    pages.push({ id, file: `${id}.xhtml`, xhtml: partPage(partTitle, part.subtitle, book.language) })
    return { label: partTitle, file: `${id}.xhtml`, children: part.chapters.map(addChapter) }
  }
  // A story is its chapters; a series nests each episode's chapters under the episode's title.
  const toc = book.series ? book.parts.map(addPart) : (book.parts[0]?.chapters ?? []).map(addChapter)
  if (toc[0]) landmarks.push({ type: 'bodymatter', label: 'Start of the story', file: toc[0].file })
  // The contents must list something: a book with no text yet lists its title page.
  if (toc.length === 0) toc.push({ label: title, file: 'title.xhtml', children: [] })
  return { title, pages, toc, landmarks }
}
