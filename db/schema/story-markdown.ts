// How a Word document becomes the story's Markdown. The server (api/services/stories/story-file.ts)
// and the upload dialog (app/publish/) both convert Word documents with these turndown options, so a
// .docx reads the same whichever side converted it: # headings, **bold**, *italics*, "-" lists.
import type { Options } from 'turndown'

export const STORY_TURNDOWN_OPTIONS: Readonly<Options> = Object.freeze({
  headingStyle: 'atx',
  strongDelimiter: '**',
  emDelimiter: '*',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
})
