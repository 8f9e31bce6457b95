// A story as the device stores it: the wire summary unchanged, plus keys the home page and the
// library query by index instead of reading every story (IndexedDB cannot index a boolean, and
// sorts titles by code unit). Every write of a story row goes through toLocalStory; the server's
// drawn first screen (api/first-screen/) hands the page rows of the same shape.
import type { StorySummary } from './story.ts'

export const UNTITLED_SERIES = 'Untitled Series'

export interface LocalStory extends StorySummary {
  /** createdAt when featured, absent otherwise: the featured stories, newest first. */
  featuredAt?: string
  /** The title without case or accents: Title A-Z. */
  titleKey: string
  /** [series title, season] for a series episode that has both: one home carousel each. */
  shelf?: [string, number]
  /** [series title, season, episode]: a carousel's episodes in order. */
  shelfEpisode?: [string, number, number]
}

/** Text without case or accents, so "Véssa" finds "vessa": every search and sort on the device folds with it. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

type ShelfFields = Pick<StorySummary, 'category' | 'seriesId' | 'seriesTitle' | 'seasonNumber' | 'episodeNumber'>

/** A series episode's carousel keys (none for a standalone story or an episode without a season). */
export function shelfKeysOf(story: ShelfFields): Pick<LocalStory, 'shelf' | 'shelfEpisode'> {
  if (story.category !== 'series' || story.seriesId === null || story.seasonNumber === null) return {}
  const seriesTitle = story.seriesTitle?.trim() || UNTITLED_SERIES
  return {
    shelf: [seriesTitle, story.seasonNumber],
    shelfEpisode: [seriesTitle, story.seasonNumber, story.episodeNumber ?? Number.MAX_SAFE_INTEGER],
  }
}

export function toLocalStory(story: StorySummary): LocalStory {
  return {
    ...story,
    titleKey: foldText(story.title),
    ...(story.isFeatured && { featuredAt: story.createdAt }),
    ...shelfKeysOf(story),
  }
}
