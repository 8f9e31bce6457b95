// Where each of a story's highlights and notes is in the story's paragraphs as the device has them
// now (story-text/annotation-anchors.ts): found (its paragraph), or "passage changed" (its words
// were edited: the paragraph they were in, changed-place.ts), or not known (the text is not on this
// device). The paragraphs are given (app/reader/passage-texts.ts reads them from the story's
// Markdown): this module carries no Markdown reader, so the screens that import it do not either.
import { anchorQuote } from '../../story-text/annotation-anchors.ts'
import type { Annotation } from '../../db/local/types.ts'
import type { PassageTexts } from '../reader/passage-texts.ts'
import { changedBlock } from './changed-place.ts'
import { passageId, passageLink, type Passage } from '../reader/story-place.ts'

export type NoteStatus = 'found' | 'changed' | 'unknown'

export interface PlacedNote {
  annotation: Annotation
  status: NoteStatus
  /** Its paragraph (found), the nearest one (changed), or null (unknown, or a story with no paragraphs). */
  passage: Passage | null
  /** Where it comes in reading order: its paragraph, then how far into it. */
  order: [number, number]
}

/** A note whose place is not known: where it was when it was made, for its order only. */
export const unplacedNote = (annotation: Annotation): PlacedNote => ({
  annotation,
  status: 'unknown',
  passage: null,
  order: [annotation.selector.block, annotation.selector.offset],
})

/** The story's notes placed in its paragraphs (undefined: its text is not on this device), in reading order. */
export function placeNotes(annotations: readonly Annotation[], story: PassageTexts | undefined): PlacedNote[] {
  return annotations
    .map((annotation): PlacedNote => {
      if (!story) return unplacedNote(annotation)
      const anchor = anchorQuote(story.texts, annotation.selector)
      const at =
        anchor.status === 'found'
          ? anchor.start
          : { block: changedBlock(story.texts, annotation.selector, anchor.near.block), offset: 0 }
      return {
        annotation,
        status: anchor.status,
        passage: story.passages[at.block] ?? null,
        order: [at.block, at.offset],
      }
    })
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
}

/** The address of a note's passage in the reader (the story's start when its place is not known). */
export const noteUrl = (origin: string, note: Pick<PlacedNote, 'annotation' | 'passage'>): string =>
  note.passage
    ? passageLink(origin, note.annotation.storyId, note.passage)
    : `${origin}/read/${note.annotation.storyId}`

/** The paragraph's hash (without '#'), if the place is known. */
export const noteHash = (note: Pick<PlacedNote, 'passage'>): string | undefined =>
  note.passage ? passageId(note.passage) : undefined
