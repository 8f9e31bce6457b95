// The story text, one section per chapter, each headed "Chapter N: title" (or "Complete Story");
// the sections are what chapter navigation and the current-chapter measure point at. Character
// mentions link once the reader's places part has found them (linked-chapters.ts).
import type { RefObject } from 'react'
import { useStore } from '@nanostores/react'
import { $linkedChapters } from './linked-chapters.ts'
import type { Chapter } from '../../story-text/chapters.ts'
import { StoryText } from './story-text.tsx'
import { CHAPTER_SCROLL_MARGIN } from './scroll.ts'
import { READER } from './reader-theme.ts'

interface Props {
  chapters: Chapter[]
  chapterRefs: RefObject<(HTMLElement | null)[]>
}

export function ReaderChapters({ chapters, chapterRefs }: Props) {
  const linked = useStore($linkedChapters)
  chapterRefs.current.length = chapters.length
  if (chapters.length === 0) return <p className={`italic ${READER.muted}`}>No content available for this story.</p>
  return chapters.map((chapter, index) => (
    <section
      key={index}
      ref={(el) => {
        chapterRefs.current[index] = el
      }}
      aria-label={chapter.heading ?? undefined}
      className={`${CHAPTER_SCROLL_MARGIN} ${index > 0 ? 'mt-10' : ''}`}
      data-chapter-index={index}
    >
      {chapter.heading && <h2 className="mb-5 font-sans text-[1.3em] font-bold leading-snug">{chapter.heading}</h2>}
      <StoryText text={chapter.body} linked={linked?.(index)} />
    </section>
  ))
}
