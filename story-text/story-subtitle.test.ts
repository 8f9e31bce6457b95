import { describe, expect, it } from 'vitest'
import { storySubtitle } from './story-subtitle.ts'

describe('storySubtitle', () => {
  it.each([
    [
      'a series episode',
      { category: 'series', seriesTitle: 'The Infinaeon Chronicles', seasonNumber: 2, episodeNumber: 3 },
      'The Infinaeon Chronicles · Season 2, Episode 3',
    ],
    [
      'a series episode without its series title',
      { category: 'series', seriesTitle: null, seasonNumber: 1, episodeNumber: 1 },
      'Series · Season 1, Episode 1',
    ],
    [
      'a series story without numbers',
      { category: 'series', seriesTitle: 'Curve', seasonNumber: null, episodeNumber: null },
      'Curve',
    ],
    [
      'a standalone story',
      { category: 'standalone', seriesTitle: null, seasonNumber: null, episodeNumber: null },
      'Standalone story',
    ],
  ] as const)('%s', (_name, story, expected) => {
    expect(storySubtitle(story)).toBe(expected)
  })
})
