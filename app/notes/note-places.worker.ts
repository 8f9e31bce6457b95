// The Notes screen's worker: places every note in its story's paragraphs (shelf-places.ts). Reading
// the stories' Markdown takes a while on a phone with many notes, and keeping that reader here
// keeps it in the reader's own chunks: a screen of its own importing it would split the reader's
// first load. With no document here to decode character references, HTML's list of names comes too.
import { decodeAllNamedReferences } from '../../story-text/markdown/all-named-references.ts'
import { placeShelf } from './shelf-places.ts'
import type { ShelfAnswer, ShelfRequest } from './use-shelf-places.ts'

decodeAllNamedReferences()

self.addEventListener('message', ({ data }: MessageEvent<ShelfRequest>) => {
  const answer: ShelfAnswer = { id: data.id, placed: placeShelf(data.annotations, new Map(data.texts)) }
  self.postMessage(answer)
})
