// The benchmark data set: 10,000 stories of ~10 KB each, written through the real query functions
// (insertStoryIfNew) so the change log and the search index hold what production would. Words come from
// a fixed vocabulary, so every run indexes the same text; COMMON_WORD is in every story, RARE_WORD in one.
import { randomUUID } from 'node:crypto'
import { connect } from '../db/server/connect.ts'
import { insertStoryIfNew } from '../db/server/stories.ts'

export const STORY_COUNT = 10_000
export const COMMON_WORD = 'lantern'
export const RARE_WORD = 'zephyrquill'
const RARE_STORY = 4321
const TEXT_BYTES = 10_000

/** A small seeded generator (mulberry32): the same text on every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tha',
  'vos',
  'dri',
  'el',
  'son',
  'bar',
  'ith',
  'mor',
  'ul',
  'pen',
  'ast',
  'gor',
]

/** 3,000 made-up words of two to four syllables; none is COMMON_WORD or RARE_WORD (no "z", no "q"). */
function vocabulary(next: () => number): string[] {
  const words = new Set<string>()
  while (words.size < 3000) {
    const length = 2 + Math.floor(next() * 3)
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''))
  }
  words.delete(COMMON_WORD)
  return [...words]
}

function storyText(i: number, words: string[], next: () => number): string {
  const parts = [COMMON_WORD]
  if (i === RARE_STORY) parts.push(RARE_WORD)
  let size = 0
  while (size < TEXT_BYTES) {
    const word = words[Math.floor(next() * words.length)]!
    parts.push(word)
    size += word.length + 1
  }
  return parts.join(' ')
}

/** Creates the database at `target` (a SQLite file or a postgres:// URL) and fills it. */
export async function seedStories(target: string): Promise<void> {
  const next = random(14)
  const words = vocabulary(next)
  const db = await connect(target)
  const start = Date.parse('2024-01-01T00:00:00Z')
  try {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < STORY_COUNT; i++) {
        // A minute apart, so the newest-first order is the insertion order reversed.
        const at = new Date(start + i * 60_000).toISOString()
        const content = storyText(i, words, next)
        await insertStoryIfNew(trx, {
          id: randomUUID(),
          title: `Story ${i} ${words[i % words.length]}`,
          description: `About ${words[(i * 7) % words.length]}`,
          content,
          category: 'standalone',
          series_id: null,
          series_title: null,
          season_number: null,
          episode_number: null,
          read_time: '8 min',
          cover_image_url: null,
          cover_thumbnail_url: null,
          audio_file_url: null,
          audio_url: null,
          audio_duration: null,
          is_featured: i % 50 === 0 ? 1 : 0,
          word_count: content.split(' ').length,
          created_at: at,
          updated_at: at,
        })
      }
    })
  } finally {
    await db.destroy()
  }
}
