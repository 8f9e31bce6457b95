// A passage of a story that a link can name: `/read/{id}#c{chapter}-p{paragraph}` (both from 1,
// the paragraph counted within its chapter, as the reader numbers its top-level paragraphs). A
// second of its narration is listen-link.ts's.

export interface Passage {
  chapter: number
  paragraph: number
}

const PASSAGE = /^#?c([1-9]\d{0,4})-p([1-9]\d{0,5})$/

/** The element id of a paragraph, and the hash that links to it. */
export const passageId = ({ chapter, paragraph }: Passage) => `c${chapter}-p${paragraph}`

/** "#c2-p3" → chapter 2, paragraph 3; anything else (no hash, c0, letters) is no passage. */
export function parsePassage(hash: string): Passage | null {
  const match = PASSAGE.exec(hash)
  return match ? { chapter: Number(match[1]), paragraph: Number(match[2]) } : null
}

export const passageLink = (origin: string, storyId: string, passage: Passage) =>
  `${origin}/read/${storyId}#${passageId(passage)}`
