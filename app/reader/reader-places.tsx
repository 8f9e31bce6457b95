// Places in the story, a part of the reader loaded after its first screen (at once when a link
// names a place, else when the page is idle: use-reader-places.ts):
// - the story's top-level paragraphs are numbered, chapter by chapter, as places a link can name:
//   each gets the id `c{chapter}-p{n}`;
// - a linked passage, `#c{chapter}-p{paragraph}` (app/reader/story-place.ts), is scrolled to and
//   marked as current (aria-current, highlighted) for a moment, when the story opens and whenever
//   the hash changes; a passage the story does not have opens its start, and says so;
// - a linked second, `?t={seconds}` (app/player/listen-link.ts), opens the player there;
// - while words of the story's paragraphs are selected (a long-press on a phone selects a word),
//   they can be highlighted, noted or shared as a link to their paragraph (selection-bar.tsx);
// - the story's highlights are drawn behind its words (reader-highlights.tsx), and listed when
//   the header's "Highlights & notes" asks (story-notes.tsx);
// - while the story's narration plays, or the device's voice reads it, the paragraph spoken is
//   followed (read-along.tsx);
// - characters' names link to their cards (character-mentions.tsx);
// - Listen for a story without narration: the device's voice reads it (app/player/voice).
// Their buttons float at the screen's foot, above a docked mini player and clear of the phone's
// own selection menu.
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import type { StorySummary } from '../../contract/story.ts'
import { parsePassage, passageId, type Passage } from './story-place.ts'
import { parseListenAt } from '../player/listen-link.ts'
import { storyAudioSource } from '../player/story-audio-source.ts'
import { errorText } from '../lib/error-text.ts'
import { notify } from '../ui/toast/notify.ts'
import { $bottomInset } from '../ui/toast/bottom-inset.ts'
import { listenTo } from '../player/story-actions.ts'
import { ReadAlong } from './read-along.tsx'
import { CharacterMentions } from './character-mentions.tsx'
import { SelectionBar } from './selection-bar.tsx'
import { ReaderHighlights } from './reader-highlights.tsx'
import { StoryNotes } from './story-notes.tsx'
import { PlaceQuestion } from '../profile/place-question.tsx'

export { listenWithVoice } from '../player/voice/voice-actions.ts'

/** How long a linked paragraph stays marked: long enough to find it on the screen. */
const PASSAGE_MARK_MS = 3000

/** Scrolls to the passage and marks it as current (aria-current, highlighted) for a moment; a
 * passage the story does not have opens its start, and says so. Answers how to stop early, mark
 * and all (another passage followed: one mark at a time). */
function markPassage(passage: Passage): () => void {
  const paragraph = document.getElementById(passageId(passage))
  if (!paragraph) {
    window.scrollTo({ top: 0 })
    notify(errorText.passageNotFound())
    return () => {}
  }
  paragraph.scrollIntoView({ block: 'start' })
  paragraph.setAttribute('aria-current', 'true')
  const unmark = () => paragraph.removeAttribute('aria-current')
  const timer = setTimeout(unmark, PASSAGE_MARK_MS)
  return () => {
    clearTimeout(timer)
    unmark()
  }
}

/** `?t=` opens the player at that second; a story without narration says so. */
function openListenLink(story: StorySummary, search: string): void {
  const seconds = parseListenAt(search)
  if (seconds === null) return
  if (storyAudioSource(story)) void listenTo(story, seconds)
  else notify(errorText.listenAtNoAudio())
}

/** Numbers each chapter's top-level paragraphs (the reader's sections, reader-chapters.tsx). */
function numberParagraphs(): void {
  document.querySelectorAll('[data-chapter-index]').forEach((section, index) => {
    section.querySelectorAll(':scope > [data-testid="story-text"] > p').forEach((paragraph, at) => {
      paragraph.id = passageId({ chapter: index + 1, paragraph: at + 1 })
      paragraph.setAttribute('data-passage', '')
    })
  })
}

export function ReaderPlaces({ story, content }: { story: StorySummary; content: string }) {
  const inset = useStore($bottomInset)

  // Before any part's effect reads the numbers (read-along.tsx).
  useLayoutEffect(numberParagraphs, [content])

  // Once per story: a sync hands the reader a new copy of the same story, and that must not
  // mark the passage again or send the player back to the linked second.
  const opened = useRef(story)
  opened.current = story
  useEffect(() => {
    let stop = () => {}
    const follow = () => {
      stop()
      const passage = parsePassage(location.hash)
      stop = passage ? markPassage(passage) : () => {}
    }
    follow()
    openListenLink(opened.current, location.search)
    window.addEventListener('hashchange', follow)
    return () => {
      stop()
      window.removeEventListener('hashchange', follow)
    }
  }, [story.id])

  return (
    <div
      className="pointer-events-none fixed inset-x-0 z-40 flex flex-col items-center gap-2 px-4"
      style={{ bottom: inset + 24 }}
    >
      <ReadAlong story={story} content={content} />
      <SelectionBar story={story} />
      <CharacterMentions story={story} content={content} />
      <ReaderHighlights storyId={story.id} content={content} />
      <StoryNotes story={story} content={content} />
      <PlaceQuestion storyId={story.id} />
    </div>
  )
}
