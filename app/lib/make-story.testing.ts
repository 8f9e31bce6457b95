// Test builder for story rows: a valid StorySummary with overrides (used by the app/lib tests).
import type { StorySummary } from '../../contract/story.ts'
import { toLocalStory, type LocalStory } from '../../contract/local-story.ts'

let counter = 0

export function makeStory(overrides: Partial<StorySummary> = {}): StorySummary {
  counter += 1
  const n = String(counter).padStart(12, '0')
  return {
    id: `00000000-0000-4000-8000-${n}`,
    title: `Story ${counter}`,
    description: 'A thrilling sci-fi story.',
    category: 'standalone',
    seriesId: null,
    seriesTitle: null,
    seasonNumber: null,
    episodeNumber: null,
    readTime: '3min',
    coverImageUrl: null,
    coverThumbnailUrl: null,
    audioFileUrl: null,
    audioUrl: null,
    audioDuration: null,
    timings: [],
    isFeatured: false,
    likes: 0,
    dislikes: 0,
    shares: 0,
    wordCount: 600,
    commentCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    status: 'published',
    publishAt: overrides.createdAt ?? '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** The same story as this device stores it (with its index keys), for tests that fill Dexie. */
export const makeLocalStory = (overrides: Partial<StorySummary> = {}): LocalStory => toLocalStory(makeStory(overrides))
