// What every card of a list needs besides its story, read once per list rather than per card:
// which stories are favourites or downloaded, and how many of this device's comments are still
// on their way.
import { useFavouriteIds } from '../favourites.ts'
import { useUndeliveredCommentCounts } from '../../comments/comments.ts'
import { useDownloadedStoryIds } from '../../player/downloads.ts'
import type { StorySummary } from '../../../contract/story.ts'

export interface CardData {
  favourites: ReadonlySet<string>
  downloaded: ReadonlySet<string>
  undeliveredComments: ReadonlyMap<string, number>
}

const EMPTY_SET: ReadonlySet<string> = new Set()
const EMPTY_MAP: ReadonlyMap<string, number> = new Map()

export function useCardData(): CardData {
  return {
    favourites: useFavouriteIds() ?? EMPTY_SET,
    downloaded: useDownloadedStoryIds() ?? EMPTY_SET,
    undeliveredComments: useUndeliveredCommentCounts() ?? EMPTY_MAP,
  }
}

/** The server's count plus this device's comments it has not received yet. */
export const commentCountOf = (story: StorySummary, data: CardData) =>
  story.commentCount + (data.undeliveredComments.get(story.id) ?? 0)
