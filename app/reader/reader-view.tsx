// Reading one story: the fixed header with progress, the title, the text by chapters, and chapter
// navigation; Listen opens the app's player (for a story without narration, with the device's
// voice). Reading settings (size, spacing, theme) apply live: the stylesheet reads them from
// <html> (app/settings/page-look.ts), in the drawn page too.
import { useEffect, useMemo, useRef } from 'react'
import { useStore } from '@nanostores/react'
import type { StorySummary } from '../../contract/story.ts'
import { readingSettings } from '../settings/settings.ts'
import { splitChapters } from '../../story-text/chapters.ts'
import { storyAudioSource } from '../player/story-audio-source.ts'
import { READER } from './reader-theme.ts'
import { useReadingPosition } from './use-reading-position.ts'
import { useReaderPlaces } from './use-reader-places.ts'
import { scrollToElement } from './scroll.ts'
import { ReaderHeader } from './reader-header.tsx'
import { ReaderTitle } from './reader-title.tsx'
import { ReaderChapters } from './reader-chapters.tsx'
import { ChapterNav } from './chapter-nav.tsx'
import { BookDownload, seriesBookUrl, storyBookUrl } from './book-download.tsx'
import { $playingId } from '../player/player.ts'
import { listenTo } from '../player/story-actions.ts'
import { pageTitle } from '../../page/page-titles.ts'

export function ReaderView({ story, content }: { story: StorySummary; content: string }) {
  const settings = readingSettings.use()
  const chapters = useMemo(() => splitChapters(content), [content])
  const articleRef = useRef<HTMLElement>(null)
  const chapterRefs = useRef<(HTMLElement | null)[]>([])
  const { opensAtLink, places, loadPlaces } = useReaderPlaces()
  const reading = useReadingPosition(
    story.id,
    articleRef,
    chapterRefs,
    `${settings.fontSize}/${settings.lineSpacing}`,
    opensAtLink,
  )
  const audioSource = storyAudioSource(story)
  const listening = useStore($playingId) === `story:${story.id}`
  useEffect(() => {
    document.title = pageTitle(story.title)
  }, [story.title])

  const goToChapter = (index: number) => {
    scrollToElement(chapterRefs.current[index])
    reading.showChapter(index)
  }

  return (
    <div className={`min-h-dvh ${READER.page}`} data-testid="reader">
      <ReaderHeader
        story={story}
        percent={reading.percent}
        chapters={chapters}
        chapterIndex={reading.chapterIndex}
        onChapter={goToChapter}
        currentPlace={reading.now}
        listening={listening}
        voiced={!audioSource}
        onListen={() =>
          void (audioSource ? listenTo(story) : loadPlaces().then((part) => part.listenWithVoice(story, content)))
        }
      />
      {/* Its own stacking context: highlights drawn as rectangles sit behind its text (highlight-painters.ts). */}
      <article ref={articleRef} className="relative isolate mx-auto max-w-2xl px-5 pb-16 pt-8">
        <ReaderTitle story={story} />
        <div className="font-serif text-(length:--reader-font-size) leading-(--reader-line-spacing)">
          <ReaderChapters chapters={chapters} chapterRefs={chapterRefs} />
        </div>
        <ChapterNav count={chapters.length} index={reading.chapterIndex} onChapter={goToChapter} />
        <p className={`mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 ${READER.muted}`}>
          <BookDownload href={storyBookUrl(story.id)}>Download EPUB</BookDownload>
          {story.seriesId && (
            <BookDownload href={seriesBookUrl(story.seriesId)}>Download the series (EPUB)</BookDownload>
          )}
        </p>
      </article>
      {places && <places.ReaderPlaces story={story} content={content} />}
    </div>
  )
}
