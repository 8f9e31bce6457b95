// Series Collections on home (stories.md §2): series episodes grouped by series title and season,
// groups sorted by title then season, episodes by number. Stories lacking a series id or a season
// number are left out.
import type { StorySummary } from '../../db/schema/story.ts'

export interface SeriesGroup {
  /** Stable key for React: series id and season. */
  key: string
  seriesTitle: string
  seasonNumber: number
  episodes: StorySummary[]
}

const UNTITLED = 'Untitled Series'

export function groupSeries(stories: readonly StorySummary[]): SeriesGroup[] {
  const groups = new Map<string, SeriesGroup>()
  for (const story of stories) {
    if (story.category !== 'series' || !story.seriesId || story.seasonNumber === null) continue
    const seriesTitle = story.seriesTitle?.trim() || UNTITLED
    const key = `${seriesTitle}\u0000${story.seasonNumber}`
    const group = groups.get(key) ?? { key, seriesTitle, seasonNumber: story.seasonNumber, episodes: [] }
    group.episodes.push(story)
    groups.set(key, group)
  }
  const byEpisode = (a: StorySummary, b: StorySummary) => (a.episodeNumber ?? Infinity) - (b.episodeNumber ?? Infinity)
  return [...groups.values()]
    .map((g) => ({ ...g, episodes: g.episodes.sort(byEpisode) }))
    .sort((a, b) => a.seriesTitle.localeCompare(b.seriesTitle) || a.seasonNumber - b.seasonNumber)
}

/** The carousel heading, e.g. "The Infinaeon Chronicles · Season 1". */
export const seriesGroupHeading = (group: SeriesGroup) => `${group.seriesTitle} · Season ${group.seasonNumber}`
