// Places in the story, a part of the reader loaded after its first screen (at once when a link
// names a place, else when the page is idle: use-reader-places.ts):
// - the story's top-level paragraphs are numbered, chapter by chapter, as places a link can name:
//   each gets the id `c{chapter}-p{n}`;
// - a linked passage, `#c{chapter}-p{paragraph}` (app/reader/story-place.ts), is scrolled to and
//   marked as current (aria-current, highlighted) for a moment, when the story opens and whenever
//   the hash changes; a passage the story does not have opens its start, and says so;
// - a linked second, `?t={seconds}` (app/player/listen-link.ts), opens the player there;
// - while text in one of the story's paragraphs is selected (a long-press on a phone selects a
//   word), "Share this passage" shares a link to it. A tap on the button may clear the selection
//   first, so the button stays a moment after the selection goes;
// - while the story's narration plays, or the device's voice reads it, the paragraph spoken is
//   followed (read-along.tsx);
// - characters' names link to their cards (character-mentions.tsx);
// - Listen for a story without narration: the device's voice reads it (app/player/voice).
// Their buttons float at the screen's foot, above a docked mini player and clear of the phone's
// own selection menu.
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Share2 } from 'lucide-react'
import type { StorySummary } from '../../contract/story.ts'
import { parsePassage, passageId, passageLink, type Passage } from './story-place.ts'
import { openingWords } from './opening-words.ts'
import { parseListenAt } from '../player/listen-link.ts'
import { storyAudioSource } from '../player/story-audio-source.ts'
import { errorText } from '../lib/error-text.ts'
import { notify } from '../ui/toast/notify.ts'
import { $bottomInset } from '../ui/toast/bottom-inset.ts'
import { shareUrl } from '../ui/share.ts'
import { listenTo } from '../player/story-actions.ts'
import { READER } from './reader-theme.ts'
import { ReadAlong } from './read-along.tsx'
import { CharacterMentions } from './character-mentions.tsx'

export { listenWithVoice } from '../player/voice/voice-actions.ts'

/** How long a linked paragraph stays marked: long enough to find it on the screen. */
const PASSAGE_MARK_MS = 3000
const LINGER_MS = 1500

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

/** Shares a link to the paragraph with its first words: the share sheet, else copied. */
function PassageShareButton({ story, paragraph }: { story: StorySummary; paragraph: HTMLElement }) {
  const passage = parsePassage(paragraph.id)
  if (!passage) return null
  const share = () =>
    shareUrl(
      {
        title: story.title,
        text: `“${openingWords(paragraph.textContent ?? '')}”`,
        url: passageLink(location.origin, story.id, passage),
      },
      'Passage link copied to clipboard',
    )
  return (
    <button
      type="button"
      onClick={() => void share()}
      className={`pointer-events-auto inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold shadow-lg ${READER.menu}`}
    >
      <Share2 size={16} aria-hidden /> Share this passage
    </button>
  )
}

/** The paragraph (of the story's text) that holds the selection, if any. */
function selectedParagraph(): HTMLElement | null {
  const selection = document.getSelection()
  if (!selection || selection.isCollapsed) return null
  const node = selection.anchorNode
  const element = node instanceof Element ? node : node?.parentElement
  return element?.closest<HTMLElement>('[data-passage]') ?? null
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
  const [paragraph, setParagraph] = useState<HTMLElement | null>(null)
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

  useEffect(() => {
    let linger: ReturnType<typeof setTimeout> | undefined
    const follow = () => {
      const now = selectedParagraph()
      clearTimeout(linger)
      if (now) setParagraph(now)
      else linger = setTimeout(() => setParagraph(null), LINGER_MS)
    }
    document.addEventListener('selectionchange', follow)
    follow() // a selection made before this part arrived
    return () => {
      clearTimeout(linger)
      document.removeEventListener('selectionchange', follow)
    }
  }, [])

  return (
    <div
      className="pointer-events-none fixed inset-x-0 z-40 flex flex-col items-center gap-2 px-4"
      style={{ bottom: inset + 24 }}
    >
      <ReadAlong story={story} content={content} />
      {paragraph && <PassageShareButton story={story} paragraph={paragraph} />}
      <CharacterMentions story={story} content={content} />
    </div>
  )
}
