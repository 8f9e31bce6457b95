// A search as the page gets it: the best matches only (a home search for a word in every story
// must not send, read and draw 10,000 stories), and how many matched in all.
import type { StorySearchIndex } from '../search/story-index.ts'
import type { FromDataWorker, ToDataWorker } from './data-messages.ts'

export function answerSearch(
  index: StorySearchIndex,
  request: Extract<ToDataWorker, { type: 'search' }>,
): Extract<FromDataWorker, { type: 'results' }> {
  const ids = index.search(request.query, request.contains)
  return {
    type: 'results',
    id: request.id,
    ids: request.limit === undefined ? ids : ids.slice(0, request.limit),
    total: ids.length,
  }
}
