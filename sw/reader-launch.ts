// A launch into a story the worker kept no page of (pages.ts) would show the app's empty shell
// until the app has started and read the story: seconds on a slow phone. When the device holds the
// story and its text, the shell is answered with the reader's first screen already in it, drawn
// here from the device (lib/reader-drawing.ts), and the drawn pages' head script, so it shows in
// the reader's own theme and size from the first paint. The app starts under it as from the plain
// shell, and its reader takes the drawing away once it shows the story.
/// <reference lib="webworker" />
import { HEAD_SCRIPT } from '../page/head-script.ts'
import { pageTitle } from '../page/page-titles.ts'
import { pathPattern } from '../contract/path-pattern.ts'
import { localStore } from './local-data.ts'
import { escape, readerPreviewHtml } from './lib/reader-drawing.ts'

const READER_PATH = pathPattern('/read/:id', { capture: true })

/** `shell` with the reader's first screen drawn over it, or undefined when the device lacks the story or its text. */
export async function shellWithReaderPreview(pathname: string, shell: Response): Promise<Response | undefined> {
  const path = READER_PATH.exec(pathname)
  const store = path ? await localStore() : undefined
  if (!path || !store) return undefined
  const id = decodeURIComponent(path[1]!)
  const [story, text] = await Promise.all([store.get('stories', id), store.get('storyContent', id)])
  if (!story || !text) return undefined
  // Replaced by functions: a `$&` in a story's title is the title's, not a pattern.
  const html = (await shell.clone().text())
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escape(pageTitle(story.title))}</title><script>${HEAD_SCRIPT}</script>`,
    )
    .replace('<body>', () => `<body>${readerPreviewHtml(story, text.content)}`)
  // The shell's own headers (its CSP allows the head script by its hash), for a body of another length.
  const headers = new Headers(shell.headers)
  headers.delete('content-length')
  return new Response(html, { status: 200, headers })
}
