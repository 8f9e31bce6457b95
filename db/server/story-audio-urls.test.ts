// Only exact story audio URLs count, from either audio column.
import { describe, expect, it } from 'vitest'
import { useTempDb } from './testing/temp-db.ts'
import { isStoryAudioUrl } from './story-audio-urls.ts'
import type { Insertable } from 'kysely'
import type { StoryRow } from './stories.ts'
import type { StoriesTable } from './database.ts'

const t = useTempDb()

function makeStory(overrides: Partial<StoryRow> = {}): Insertable<StoriesTable> {
  const now = new Date().toISOString()
  return {
    id: crypto.randomUUID(),
    title: 'T',
    description: 'D',
    category: 'standalone',
    series_id: null,
    series_title: null,
    season_number: null,
    episode_number: null,
    cover_image_url: null,
    cover_thumbnail_url: null,
    audio_file_url: null,
    audio_url: null,
    audio_duration: null,
    read_time: '1 min',
    is_featured: 0,
    word_count: 1,
    created_at: now,
    updated_at: now,
    ...overrides,
  }
}

describe('isStoryAudioUrl', () => {
  it('is true for a story audio_url and a story audio_file_url', async () => {
    await t.db
      .insertInto('stories')
      .values([
        makeStory({ audio_url: 'https://cdn.example/a.mp3' }),
        makeStory({ audio_file_url: 'https://cdn.example/b.mp3' }),
      ])
      .execute()
    expect(await isStoryAudioUrl(t.db, 'https://cdn.example/a.mp3')).toBe(true)
    expect(await isStoryAudioUrl(t.db, 'https://cdn.example/b.mp3')).toBe(true)
  })

  it('is false for any other URL, including prefixes, variants and other columns', async () => {
    await t.db
      .insertInto('stories')
      .values(makeStory({ audio_url: 'https://cdn.example/a.mp3', cover_image_url: 'https://cdn.example/c.jpg' }))
      .execute()
    for (const url of [
      'https://cdn.example/a.mp',
      'https://cdn.example/a.mp3?x=1',
      'https://CDN.example/a.mp3',
      'https://cdn.example/c.jpg',
      '%',
    ]) {
      expect(await isStoryAudioUrl(t.db, url)).toBe(false)
    }
  })
})
