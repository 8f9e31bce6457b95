// How long a note may be (issue 59): plain text up to 2,000 characters, counted as a person counts
// them (an emoji is one, not the two UTF-16 units a string's length says). A longer note is refused
// whole, never cut: nothing of it is saved.
export const NOTE_MAX_CHARACTERS = 2000

export const noteLength = (note: string): number => [...note].length

const count = (n: number) => n.toLocaleString('en')

/** What is wrong with a note, in words for the person, or null when it may be saved. */
export function noteProblem(note: string): string | null {
  const length = noteLength(note)
  if (length <= NOTE_MAX_CHARACTERS) return null
  return `A note can be up to ${count(NOTE_MAX_CHARACTERS)} characters. This one has ${count(length)}: shorten it by ${count(length - NOTE_MAX_CHARACTERS)}.`
}

/** The counter under the note's field: "12 / 2,000". */
export const noteCounter = (note: string): string => `${count(noteLength(note))} / ${count(NOTE_MAX_CHARACTERS)}`

/** The note as it is kept: without blank space around it ('' for none). */
export const keptNote = (note: string): string => note.trim()
