// The worker's drawing of the reader is the reader's own markup: each part is held to React's
// rendering of the component it stands for, over every Markdown sample the story renderer is
// tested with; and it draws the opening of a long story only.
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ArrowLeft, Ellipsis, Headphones } from 'lucide-react'
import { DEMO_STORIES } from '../../api/seed/demo-stories.ts'
import { generatedSamples, SAMPLES } from '../../story-text/markdown/markdown-samples.testing.ts'
import { splitChapters } from '../../story-text/chapters.ts'
import type { StorySummary } from '../../contract/story.ts'
import { StoryText } from '../../app/reader/story-text.tsx'
import { ReaderTitle } from '../../app/reader/reader-title.tsx'
import { ReaderChapters } from '../../app/reader/reader-chapters.tsx'
import { chaptersHtml, ICONS, readerPreviewHtml, storyTextHtml, titleHtml } from './reader-drawing.ts'

/** React's StoryText, less the test id the drawing leaves out (the page's tests find the reader's text by it). */
const storyText = (text: string) =>
  renderToStaticMarkup(createElement(StoryText, { text })).replace(' data-testid="story-text"', '')

const story = (fields: Partial<StorySummary>): StorySummary =>
  ({
    id: '0b6c1f8e-2a4d-4c57-9d1e-6f3a8b2c4d5e',
    title: 'The Quiet Drift',
    description: 'A courier and a favour.',
    category: 'standalone',
    seriesId: null,
    seriesTitle: null,
    seasonNumber: null,
    episodeNumber: null,
    readTime: '12min',
    coverImageUrl: null,
    audioUrl: null,
    audioMimeType: null,
    audioDurationSeconds: null,
    publishedAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  }) as StorySummary

describe("the worker's drawing of the reader", () => {
  it.each(SAMPLES.map((text) => [JSON.stringify(text), text]))('draws %s as StoryText does', (_name, text) => {
    expect(storyTextHtml(text).html).toBe(storyText(text))
  })

  it('draws the demo stories and random Markdown as StoryText does', () => {
    const texts = [
      ...DEMO_STORIES.map((s) => s.content),
      ...generatedSamples('blocks', 5, 300),
      ...generatedSamples('inlines', 6, 300),
    ]
    for (const text of texts) expect(storyTextHtml(text).html, JSON.stringify(text)).toBe(storyText(text))
  })

  it('draws the chapters, with their headings, as the reader does', () => {
    for (const content of [
      'One paragraph.',
      'Chapter 1: Departure\n\nThe dock.\n\nChapter 2: Arrival\n\n*The gate.*',
      'An opening.\n\n## Chapter 3: Late\n\nText.',
      '',
    ]) {
      const react = renderToStaticMarkup(
        createElement(ReaderChapters, { chapters: splitChapters(content), chapterRefs: { current: [] } }),
      )
      expect(chaptersHtml(content)).toBe(react.replaceAll(' data-testid="story-text"', ''))
    }
  })

  it.each([
    ['a standalone story', story({})],
    [
      'a series episode without a read time',
      story({ category: 'series', seriesTitle: 'Curve <One>', seasonNumber: 2, episodeNumber: 3, readTime: '' }),
    ],
    ['a title to escape', story({ title: 'Tom & "Jerry" <script>' })],
  ])('draws the title of %s as the reader does', (_name, shown) => {
    expect(titleHtml(shown)).toBe(renderToStaticMarkup(createElement(ReaderTitle, { story: shown })))
  })

  it("draws the header's icons as lucide does", () => {
    const icon = (Icon: typeof ArrowLeft) =>
      renderToStaticMarkup(createElement(Icon, { size: 20, 'aria-hidden': true }))
    expect(ICONS).toEqual({ back: icon(ArrowLeft), listen: icon(Headphones), tools: icon(Ellipsis) })
  })

  it("draws a long story's opening only, and all of a short one", () => {
    const paragraphs = Array.from(
      { length: 400 },
      (_, index) => `Paragraph ${index} of the long story, long enough to fill a line or two of a phone.`,
    )
    const long = readerPreviewHtml(story({}), paragraphs.join('\n\n'))
    expect(long).toContain('Paragraph 0 of the long story')
    expect(long).not.toContain('Paragraph 399 ')
    expect(long.length).toBeLessThan(8_000)
    expect(readerPreviewHtml(story({}), 'Chapter 1: A\n\nFirst.\n\nChapter 2: B\n\nLast.')).toContain('Last.')
    // One paragraph as long as a story: cut at a word, inside its emphasis too.
    const words = Array.from({ length: 2_000 }, (_, index) => `word${index}`)
    const paragraph = readerPreviewHtml(story({}), `**${words.join(' ')}** and the end.`)
    expect(paragraph).toMatch(/<p class="mb-\[1em\]"><strong>word0 word1 .* word\d+<\/strong><\/p>/)
    expect(paragraph).not.toContain('the end.')
    expect(paragraph.length).toBeLessThan(8_000)
  })

  it('escapes what the story says, wherever it shows', () => {
    const html = readerPreviewHtml(
      story({ title: '<img src=x onerror=alert(1)>', readTime: '"5"' }),
      '<script>alert(1)</script>',
    )
    expect(html).not.toMatch(/<(script|img)\b/)
    expect(html).toContain('&lt;script&gt;')
  })
})
