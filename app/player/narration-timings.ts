// The timings of the story in the player (issue 25), for the player's own parts: its chapters
// (chapter marks, the chapter list, chapter skips from the lock screen) and its captions text.
// From the device, like the reader's read-along (app/player/timings.ts).
import { useMemo } from 'react'
import { atom } from 'nanostores'
import { readWebVtt, type Cue } from '../../story-text/webvtt.ts'
import { useStory } from '../library/stories.ts'
import { timingsUrl, useTimingsText } from './timings.ts'

export interface NarrationTimings {
  /** The narration's chapters in time order (none when it has no chapters timings). */
  chapters: Cue[]
  /** The captions as WebVTT, or null when the story has none (or they are not here yet). */
  captions: string | null
}

/** Whether the player shows the narration's captions (the person's choice, for this visit). */
export const $captionsOn = atom(false)
/** The caption being spoken now, while captions are on (narration-session.tsx keeps it). */
export const $caption = atom('')

const cuesOf = (text: string | null | undefined): Cue[] => {
  const read = text ? readWebVtt(text, 'chapters') : undefined
  return read && 'cues' in read ? read.cues : []
}

export function useNarrationTimings(storyId: string): NarrationTimings {
  const story = useStory(storyId)
  const chaptersText = useTimingsText(story ? timingsUrl(story, 'chapters') : undefined)
  const captions = useTimingsText(story ? timingsUrl(story, 'captions') : undefined)
  const chapters = useMemo(() => cuesOf(chaptersText), [chaptersText])
  return { chapters, captions: captions ?? null }
}
