// The paragraphs' texts worked out from a story's text agree with what the reader's drawn
// paragraphs hold, so a note anchored on the Notes screen is where the reader drew it.
import { describe, expect, it } from 'vitest'
import { DEMO_STORIES } from '../../api/seed/demo-stories.ts'
import { decodeAllNamedReferences } from '../../story-text/markdown/all-named-references.ts'
import { passageTexts } from './passage-texts.ts'
import { readerMarkup, textContent } from './reader-markup.testing.ts'

decodeAllNamedReferences()

const EVERY_INLINE = `Opening words before any chapter.

**Chapter 1: Inlines**

Plain, **strong**, *emphasis*, \`code\`, [a link](https://example.com) and [a bad one](javascript:alert(1)).
A soft line end, then a hard one:\\
next line &frac34; &amp; done.

A picture of ours ![the gate](/api/media/pictures/a.webp) and another site's ![a star](https://elsewhere.example/s.png).

> A quote is not a numbered paragraph.

- nor is a list item

Last paragraph 🌧 with cafe\u0301.

**Chapter 2: Second**

Only one here.`

describe('passageTexts', () => {
  it.each([...DEMO_STORIES.map((story) => [story.title, story.content]), ['every inline', EVERY_INLINE]])(
    'gives the texts the reader draws: %s',
    (_, content) => {
      const { paragraphs } = readerMarkup(content)
      expect(paragraphs.length).toBeGreaterThan(0)
      expect(passageTexts(content).texts).toEqual(paragraphs.map(textContent))
    },
  )

  it('numbers the paragraphs chapter by chapter, as links name them (an untitled opening is the first)', () => {
    const { texts, passages } = passageTexts(EVERY_INLINE)
    expect(passages).toEqual([
      { chapter: 1, paragraph: 1 },
      { chapter: 2, paragraph: 1 },
      { chapter: 2, paragraph: 2 },
      { chapter: 2, paragraph: 3 },
      { chapter: 3, paragraph: 1 },
    ])
    expect(texts).toEqual([
      'Opening words before any chapter.',
      'Plain, strong, emphasis, code, a link and a bad one.\nA soft line end, then a hard one:\nnext line ¾ & done.',
      "A picture of ours  and another site's a star.",
      'Last paragraph 🌧 with cafe\u0301.',
      'Only one here.',
    ])
  })
})
