// Places in the reader's first screen that a part loaded later fills with its own controls.

/** The header's room for "Highlights & notes" (story-notes.tsx puts the button there). */
export const STORY_NOTES_SLOT = 'story-notes-slot'
