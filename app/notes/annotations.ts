// Highlights and notes (issue 59): the device's own, so a write is one Dexie transaction, done
// when it returns; a device linked to a reader profile also sends it to the others (issue 60).
// Read by live queries; screens call these, never the database. The data export and "clear all
// data" take the table with the others (LOCAL_TABLES).
import type { Annotation, HighlightColour } from '../../db/local/types.ts'
import type { QuoteSelector } from '../../story-text/annotation-anchors.ts'
import type { HubDatabase } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { keptNote, noteProblem } from './note-rule.ts'
import { writeProfiled } from '../profile/profile-writes.ts'

/** A note longer than the rule allows (note-rule.ts): refused whole, nothing written. */
export class NoteTooLong extends Error {}

function checkedNote(note: string): string {
  const problem = noteProblem(note)
  if (problem) throw new NoteTooLong(problem)
  return keptNote(note)
}

/** A story's highlights and notes (in no particular order: the reader places them). */
export function useStoryAnnotations(storyId: string): Annotation[] | undefined {
  return useLocalQuery((db) => db.annotations.where('storyId').equals(storyId).toArray(), [storyId])
}

/** Every highlight and note on the device, newest first, with what the Notes screen shows of each story. */
export interface NotesShelf {
  annotations: Annotation[]
  /** Titles of the stories the device has (a deleted story has none). */
  titles: ReadonlyMap<string, string>
  /** Texts of the stories the device keeps (to place each note in its paragraph). */
  texts: ReadonlyMap<string, string>
}

export async function readNotesShelf(db: HubDatabase): Promise<NotesShelf> {
  const annotations = await db.annotations.orderBy('createdAt').reverse().toArray()
  const ids = [...new Set(annotations.map((annotation) => annotation.storyId))]
  const [stories, texts] = await Promise.all([db.stories.bulkGet(ids), db.storyContent.bulkGet(ids)])
  return {
    annotations,
    titles: new Map(stories.flatMap((story) => (story ? [[story.id, story.title] as const] : []))),
    texts: new Map(texts.flatMap((text) => (text ? [[text.id, text.content] as const] : []))),
  }
}

export const useNotesShelf = (): NotesShelf | undefined => useLocalQuery(readNotesShelf, [])

export interface NewAnnotation {
  storyId: string
  selector: QuoteSelector
  colour: HighlightColour
  note?: string
}

/** Keeps a new highlight (with its note, if any). Throws NoteTooLong, writing nothing, for a note over the limit. */
export async function addAnnotation(fields: NewAnnotation): Promise<Annotation> {
  const note = checkedNote(fields.note ?? '')
  const now = new Date().toISOString()
  const annotation: Annotation = {
    id: crypto.randomUUID(),
    storyId: fields.storyId,
    colour: fields.colour,
    note,
    selector: fields.selector,
    createdAt: now,
    updatedAt: now,
  }
  return writeProfiled(['annotations'], async (db, note) => {
    await db.annotations.add(annotation)
    await note('annotation', annotation.id, { deleted: false })
    return annotation
  })
}

/** Changes a highlight's note and colour. Throws NoteTooLong, changing nothing, for a note over the limit. */
export async function changeAnnotation(id: string, changes: { note: string; colour: HighlightColour }): Promise<void> {
  const text = checkedNote(changes.note)
  await writeProfiled(['annotations'], async (db, note) => {
    const changed = await db.annotations.update(id, {
      note: text,
      colour: changes.colour,
      updatedAt: new Date().toISOString(),
    })
    if (changed) await note('annotation', id, { deleted: false })
  })
}

export function deleteAnnotation(id: string): Promise<void> {
  return writeProfiled(['annotations'], async (db, note) => {
    await db.annotations.delete(id)
    await note('annotation', id, { deleted: true })
  })
}

/** Deletes every highlight and note of a story; answers how many there were. */
export function deleteStoryAnnotations(storyId: string): Promise<number> {
  return writeProfiled(['annotations'], async (db, note) => {
    const ids = await db.annotations.where('storyId').equals(storyId).primaryKeys()
    await db.annotations.bulkDelete(ids)
    for (const id of ids) await note('annotation', id, { deleted: true })
    return ids.length
  })
}
