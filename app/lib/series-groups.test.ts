import { describe, expect, it } from 'vitest'
import { groupSeries, seriesGroupHeading } from './series-groups.ts'
import { makeStory } from './make-story.testing.ts'

const SERIES_A = '10000000-0000-4000-8000-000000000001'
const SERIES_B = '10000000-0000-4000-8000-000000000002'
const episode = (seriesTitle: string, seasonNumber: number | null, episodeNumber: number | null, seriesId: string | null = SERIES_A) =>
  makeStory({ category: 'series', seriesId, seriesTitle, seasonNumber, episodeNumber, title: `${seriesTitle} S${seasonNumber}E${episodeNumber}` })

describe('groupSeries', () => {
  it('groups by series title and season, sorted by title then season, episodes by number', () => {
    const stories = [
      episode('Zeta Run', 1, 1, SERIES_B),
      episode('Alpha Saga', 2, 2),
      episode('Alpha Saga', 1, 3),
      episode('Alpha Saga', 2, 1),
      episode('Alpha Saga', 1, 1),
    ]
    const groups = groupSeries(stories)
    expect(groups.map(seriesGroupHeading)).toEqual(['Alpha Saga · Season 1', 'Alpha Saga · Season 2', 'Zeta Run · Season 1'])
    expect(groups[0]!.episodes.map((s) => s.episodeNumber)).toEqual([1, 3])
    expect(groups[1]!.episodes.map((s) => s.episodeNumber)).toEqual([1, 2])
  })

  it.each([
    ['no series id', episode('Alpha Saga', 1, 1, null)],
    ['no season number', episode('Alpha Saga', null, 1)],
    ['a standalone story', makeStory({ category: 'standalone' })],
  ])('leaves out %s', (_label, story) => {
    expect(groupSeries([story])).toEqual([])
  })

  it('puts an episode without a number after the numbered ones', () => {
    const groups = groupSeries([episode('Alpha Saga', 1, null), episode('Alpha Saga', 1, 2)])
    expect(groups[0]!.episodes.map((s) => s.episodeNumber)).toEqual([2, null])
  })

  it('names a series without a title', () => {
    expect(seriesGroupHeading(groupSeries([episode('', 3, 1)])[0]!)).toBe('Untitled Series · Season 3')
  })
})
