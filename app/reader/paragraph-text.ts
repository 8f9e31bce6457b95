// A story's paragraphs as text (the reader's top-level paragraphs of each chapter): for character
// mentions (app/reader/mentions.ts), each paragraph's runs of plain text kept apart; for a device
// voice, the words it reads. Apart from mentions.ts, so the Character Hub's data, which uses the
// spoiler rule, does not bring the Markdown reader.
import type { Chapter } from '../../story-text/chapters.ts'
import { passageId } from './story-place.ts'
import { parseStory } from '../lib/read-story.ts'
import type { Inline } from '../../story-text/markdown/tree.ts'

/** Between a paragraph's runs of text: no name matches across it ("Ilen **Marr**" is two runs). */
export const RUN_BREAK = '\u0000'

/** The runs of plain text a paragraph shows, in order: not a link's words (a link inside a link is
 * no link) nor code. Mentions are found in them and placed back on them (character-mentions.tsx). */
export function textRuns(nodes: readonly Inline[]): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') return [node]
    return node.type === 'strong' || node.type === 'emphasis' ? textRuns(node.children) : []
  })
}

/** A chapter's top-level paragraphs, parsed: the ones the reader shows and numbers as places
 * (StoryText, reader-places.tsx), which mentions link and a device voice reads. */
export function chapterParagraphs(chapter: Chapter): Inline[][] {
  return parseStory(chapter.body).flatMap((block) => (block.type === 'paragraph' ? [block.children] : []))
}

/** Each chapter's top-level paragraphs as mentions are found in them: their runs, joined by RUN_BREAK. */
export function mentionParagraphs(chapters: readonly Chapter[]): string[][] {
  return chapters.map((chapter) => chapterParagraphs(chapter).map((paragraph) => textRuns(paragraph).join(RUN_BREAK)))
}

/** Every word a paragraph shows, links' and code's too. */
function spokenText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node
      if (node.type === 'code') return node.value
      if (node.type === 'break') return ' '
      // A picture is seen, not read.
      if (node.type === 'image') return ''
      return spokenText(node.children)
    })
    .join('')
}

/** The paragraphs a device voice reads, with their places; a chapter's heading opens its first. */
export function voiceParagraphs(chapters: readonly Chapter[]): { id: string; chapter: number; text: string }[] {
  return chapters
    .flatMap((chapter, index) =>
      chapterParagraphs(chapter).map((paragraph, at) => {
        const text = spokenText(paragraph).replace(/\s+/g, ' ').trim()
        return {
          id: passageId({ chapter: index + 1, paragraph: at + 1 }),
          chapter: index + 1,
          text: at === 0 && chapter.heading ? `${chapter.heading}. ${text}` : text,
        }
      }),
    )
    .filter((paragraph) => paragraph.text.length > 0)
}
