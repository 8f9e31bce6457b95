// Read-along (issue 25), part of the reader's places: while this story's narration is in the
// player and it has captions, or the device's voice reads it (its paragraphs are its cues:
// app/player/voice/voice-state.ts), the paragraph being spoken is marked as current (aria-current, the
// passage highlight) and kept in view, unless the person scrolled in the last few seconds; then
// "Back to narration" brings it back. A tap on a paragraph (not a selection) seeks the narration
// to where it is spoken (playing on if it was playing).
import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { AudioLines } from 'lucide-react'
import type { StorySummary } from '../../contract/story.ts'
import { readWebVtt } from '../../story-text/webvtt.ts'
import { timingsUrl, useTimingsText } from '../player/timings.ts'
import { paragraphAt, paragraphStart, placeCues, type PlacedCue } from '../player/read-along.ts'
import { $player, seekTo } from '../player/player.ts'
import { $voiceCues, isVoiced } from '../player/voice/voice-state.ts'
import { READER } from './reader-theme.ts'
import { centreInTextBand, isInTextBand } from './text-band.ts'

/** A scroll of the person's own pauses following the narration this long. */
export const FOLLOW_PAUSE_MS = 5000

/** The captions placed on the page's paragraphs (numbered by reader-places.tsx in a layout
 * effect, so before this runs), or undefined. */
function usePlacedCues(story: StorySummary, content: string): PlacedCue[] | undefined {
  const text = useTimingsText(timingsUrl(story, 'captions'))
  const [placed, setPlaced] = useState<PlacedCue[] | undefined>()
  useEffect(() => {
    const read = text ? readWebVtt(text, 'captions') : undefined
    if (!read || 'error' in read) return setPlaced(undefined)
    const paragraphs = [...document.querySelectorAll<HTMLElement>('[data-passage]')].map((p) => ({
      id: p.id,
      text: p.textContent ?? '',
    }))
    setPlaced(placeCues(read.cues, paragraphs))
  }, [text, content])
  return placed
}

export function ReadAlong({ story, content }: { story: StorySummary; content: string }) {
  const captioned = usePlacedCues(story, content)
  const voice = useStore($voiceCues)
  const { item, position, status } = useStore($player)
  const placed = isVoiced(item) ? (voice?.storyId === story.id ? voice.cues : undefined) : captioned
  const active =
    placed !== undefined && placed.length > 0 && item?.kind === 'story' && item.id === story.id && status !== 'error'
  const current = active ? paragraphAt(placed, position) : null
  const scrolledAt = useRef(0)
  const [isAway, setAway] = useState(false)

  // The person's own scrolling (wheel, touch, keys): programmatic scrolls fire none of these.
  useEffect(() => {
    const mark = () => {
      scrolledAt.current = Date.now()
    }
    const events = ['wheel', 'touchmove', 'keydown'] as const
    for (const event of events) window.addEventListener(event, mark, { passive: true })
    return () => {
      for (const event of events) window.removeEventListener(event, mark)
    }
  }, [])

  // Mark the spoken paragraph; follow it unless the person scrolled a moment ago.
  useEffect(() => {
    const paragraph = current ? document.getElementById(current) : null
    if (!paragraph) return setAway(false)
    paragraph.setAttribute('aria-current', 'true')
    const follow = () => {
      const paused = Date.now() - scrolledAt.current < FOLLOW_PAUSE_MS
      if (!paused && !isInTextBand(paragraph)) centreInTextBand(paragraph)
      setAway(paused && !isInTextBand(paragraph))
    }
    follow()
    const timer = setInterval(follow, 1000)
    return () => {
      clearInterval(timer)
      paragraph.removeAttribute('aria-current')
    }
  }, [current])

  // A tap on a paragraph seeks there (a selection, a link or a button inside it does not).
  useEffect(() => {
    if (!active) return
    const seek = (event: MouseEvent) => {
      const target = event.target as Element
      if (target.closest('a, button') || !document.getSelection()?.isCollapsed) return
      const paragraph = target.closest<HTMLElement>('[data-passage]')
      const start = paragraph && paragraphStart(placed, paragraph.id)
      if (start === null || start === undefined) return
      seekTo(start)
      scrolledAt.current = 0
    }
    document.addEventListener('click', seek)
    return () => document.removeEventListener('click', seek)
  }, [active, placed])

  if (!isAway || !current) return null
  return (
    <button
      type="button"
      onClick={() => {
        scrolledAt.current = 0
        const paragraph = document.getElementById(current)
        if (paragraph) centreInTextBand(paragraph)
        setAway(false)
      }}
      className={`pointer-events-auto inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold shadow-lg ${READER.menu}`}
    >
      <AudioLines size={16} aria-hidden /> Back to narration
    </button>
  )
}
