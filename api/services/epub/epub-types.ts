// What a book is made of, as the routes hand it to buildEpub (epub-book.ts): one part for a
// story, one part per episode for a series; chapters already split by story-text/chapters.ts.

export interface EpubChapter {
  /** "Chapter N: title", "Complete Story", or null for the untitled opening (shown as "Opening"). */
  heading: string | null
  markdown: string
}

/** One story: a series book has one part per episode, in order. */
export interface EpubPart {
  title: string
  subtitle?: string
  chapters: EpubChapter[]
}

/** A picture's bytes. EPUB 3.2's core image types readers must show are JPEG, PNG, GIF and SVG. */
export interface EpubMedia {
  bytes: Uint8Array
  mediaType: 'image/jpeg' | 'image/png'
}

export interface EpubBook {
  /** A UUID: the dc:identifier `urn:uuid:<id>` and the NCX's dtb:uid. */
  id: string
  title: string
  description: string
  /** A BCP 47 tag such as 'en'. */
  language: string
  /** The site's name: the book's creator and publisher. */
  creator: string
  published: Date
  modified: Date
  cover: EpubMedia | null
  parts: EpubPart[]
  /**
   * A series' book: each part is an episode, with its title page and its entry in the contents, however many there are.
   */
  series?: boolean
  /** The site, e.g. 'https://hub.example': root-relative links in the text are made absolute on it. */
  origin: string
  /**
   * The picture at one of our own addresses, always given root-relative ('/api/media/images/<sha>.jpg',
   * also when the text wrote it absolute on `origin`), or null. Never asked for other sites' pictures.
   */
  readMedia: (path: string) => Promise<EpubMedia | null>
}
