// Highlights and notes (issue 59): the device's own, never sent anywhere, so a write is one Dexie
// write, done when it returns (no outbox). Read by live queries; screens call these, never the
// database. The data export and "clear all data" take the table with the others (LOCAL_TABLES).
import type { Annotation, HighlightColour } from '../../db/local/types.ts'
import type { QuoteSelector } from '../../story-text/annotation-anchors.ts'
import { localDb, type HubDatabase } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { keptNote, noteProblem } from './note-rule.ts'

/** A note longer than the rule allows (note-rule.ts): refused whole, nothing written. */
export class NoteTooLong extends Error {}

function checkedNote(note: string): string {
  const problem = noteProblem(note)
  if (problem) throw new NoteTooLong(problem)
  return keptNote(note)
}

const database = async (db?: HubDatabase) => db ?? (await localDb())

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
export async function addAnnotation(fields: NewAnnotation, db?: HubDatabase): Promise<Annotation> {
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
  await (await database(db)).annotations.add(annotation)
  return annotation
}

/** Changes a highlight's note and colour. Throws NoteTooLong, changing nothing, for a note over the limit. */
export async function changeAnnotation(
  id: string,
  changes: { note: string; colour: HighlightColour },
  db?: HubDatabase,
): Promise<void> {
  const note = checkedNote(changes.note)
  await (
    await database(db)
  ).annotations.update(id, { note, colour: changes.colour, updatedAt: new Date().toISOString() })
}

export async function deleteAnnotation(id: string, db?: HubDatabase): Promise<void> {
  await (await database(db)).annotations.delete(id)
}

/** Deletes every highlight and note of a story; answers how many there were. */
export async function deleteStoryAnnotations(storyId: string, db?: HubDatabase): Promise<number> {
  return (await database(db)).annotations.where('storyId').equals(storyId).delete()
}
