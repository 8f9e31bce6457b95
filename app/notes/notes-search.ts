// The Notes screen's search: a note is shown when every word searched for is in its quote, its note
// or its story's title, without regard to case or accents ("vessa" finds "Véssa").
import { foldText } from '../../contract/local-story.ts'

export interface SearchableNote {
  quote: string
  note: string
  title: string
}

const words = (query: string) => foldText(query).split(/\s+/).filter(Boolean)

export function filterNotes<T extends SearchableNote>(notes: readonly T[], query: string): T[] {
  const wanted = words(query)
  if (wanted.length === 0) return [...notes]
  return notes.filter((note) => {
    const text = foldText(`${note.quote}\n${note.note}\n${note.title}`)
    return wanted.every((word) => text.includes(word))
  })
}
