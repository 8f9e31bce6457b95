// Exports as files the person keeps (Blob + a[download], offline too): Markdown, or W3C Web
// Annotations as JSON-LD. Addresses in them are this site's, so the links open the reader here.
import { foldText } from '../../contract/local-story.ts'
import { notesMarkdown, type StoryNotes } from './export-markdown.ts'
import { webAnnotations } from './export-web-annotations.ts'

export type ExportKind = 'markdown' | 'json'

function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // Safari starts the download after the click's task: the address must outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** A file name's part made from a title: "The Gatekeeper of Véssa" → "the-gatekeeper-of-vessa". */
export const fileSlug = (title: string): string =>
  foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'story'

export function downloadNotes(kind: ExportKind, stories: readonly StoryNotes[], fileName: string): void {
  if (kind === 'markdown') {
    downloadFile(`${fileName}.md`, 'text/markdown;charset=utf-8', notesMarkdown(stories, location.origin))
    return
  }
  const annotations = webAnnotations(
    stories.flatMap((story) => story.notes),
    location.origin,
  )
  downloadFile(`${fileName}.json`, 'application/ld+json;charset=utf-8', `${JSON.stringify(annotations, null, 2)}\n`)
}
