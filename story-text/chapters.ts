// Splits a story's text into chapters: a line "Chapter N: title", optionally in
// double asterisks or a Markdown heading, starts a chapter. Text before the first heading is an
// untitled opening; without any heading the whole story is one chapter, "Complete Story".
export interface Chapter {
  /** "Chapter N: title", "Complete Story", or null for the untitled opening. */
  heading: string | null
  /** The chapter's own text (Markdown), without its heading line. */
  body: string
}

export const WHOLE_STORY_HEADING = 'Complete Story'
export const OPENING_LABEL = 'Opening'

/** Matched after the bold markers are taken out, so `**Chapter 1:** Title` counts too. */
const HEADING = /^(?:#{1,6}\s+)?chapter\s+(\d+)\s*:\s*(\S.*)$/i

/** The display heading when `line` is a chapter heading, else null. */
export function chapterHeading(line: string): string | null {
  const match = HEADING.exec(line.replaceAll('**', '').trim())
  if (!match) return null
  return `Chapter ${Number(match[1])}: ${match[2]!.trim()}`
}

export function splitChapters(content: string): Chapter[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n')
  const chapters: Chapter[] = []
  let current: { heading: string | null; lines: string[] } = { heading: null, lines: [] }
  const close = () => {
    const body = current.lines.join('\n').trim()
    if (current.heading !== null || body !== '') chapters.push({ heading: current.heading, body })
  }
  for (const line of lines) {
    const heading = chapterHeading(line)
    if (heading === null) {
      current.lines.push(line)
      continue
    }
    close()
    current = { heading, lines: [] }
  }
  close()
  const hasHeadings = chapters.some((c) => c.heading !== null)
  if (hasHeadings) return chapters
  const body = content.trim()
  return body === '' ? [] : [{ heading: WHOLE_STORY_HEADING, body }]
}

/** How a chapter is named in the chapter menu. */
export const chapterLabel = (chapter: Chapter): string => chapter.heading ?? OPENING_LABEL
