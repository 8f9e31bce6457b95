// Every note on the device placed in its story's paragraphs (note-places.ts), each story's Markdown
// read once: what the Notes screen's worker does (note-places.worker.ts).
import type { Annotation } from '../../db/local/types.ts'
import { passageTexts } from '../reader/passage-texts.ts'
import { placeNotes, type PlacedNote } from './note-places.ts'

export function placeShelf(annotations: readonly Annotation[], texts: ReadonlyMap<string, string>): PlacedNote[] {
  const byStory = new Map<string, Annotation[]>()
  for (const annotation of annotations)
    byStory.set(annotation.storyId, [...(byStory.get(annotation.storyId) ?? []), annotation])
  return [...byStory].flatMap(([storyId, notes]) => {
    const content = texts.get(storyId)
    return placeNotes(notes, content === undefined ? undefined : passageTexts(content))
  })
}
