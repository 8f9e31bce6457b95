// The page's memory of the story rows read lately: a grid that comes back draws from it at once.
import { describe, expect, it } from 'vitest'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import { RECENT_STORIES_MAX, recentStories, rememberStories } from './recent-stories.ts'

describe('recent stories', () => {
  it('answers only when every asked story was read, with the latest row of each', () => {
    const [a, b, c] = [makeLocalStory({ title: 'A' }), makeLocalStory({ title: 'B' }), makeLocalStory({ title: 'C' })]
    rememberStories([a, b])
    expect(recentStories([b.id, a.id])).toEqual(
      new Map([
        [b.id, b],
        [a.id, a],
      ]),
    )
    expect(recentStories([a.id, c.id])).toBeUndefined()
    const edited = { ...a, title: 'A, edited' }
    rememberStories([edited])
    expect(recentStories([a.id])?.get(a.id)?.title).toBe('A, edited')
  })

  it(`keeps the ${RECENT_STORIES_MAX} read last, a row read again counting as new`, () => {
    const first = makeLocalStory({ title: 'first' })
    const others = Array.from({ length: RECENT_STORIES_MAX }, (_, i) => makeLocalStory({ title: `S${i}` }))
    rememberStories([first, ...others.slice(0, -1)])
    rememberStories([first]) // read again: now the newest
    rememberStories(others.slice(-1))
    expect(recentStories([first.id])).toBeDefined()
    expect(recentStories([others[0]!.id])).toBeUndefined()
    expect(recentStories(others.slice(1).map((s) => s.id))?.size).toBe(RECENT_STORIES_MAX - 1)
  })
})
