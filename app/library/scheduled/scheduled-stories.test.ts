// The Scheduled shelf's order: the next release first, then drafts, the one edited last first;
// and the live query's answer from the device's own table (fake-indexeddb).
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/local/db.ts'
import { makeLocalStory, makeStory } from '../../lib/make-story.testing.ts'
import { readScheduledStories, scheduledOrder } from './scheduled-stories.ts'

const scheduled = (title: string, publishAt: string) => makeStory({ title, status: 'scheduled', publishAt })
const draft = (title: string, updatedAt: string) => makeStory({ title, status: 'draft', publishAt: null, updatedAt })
const titles = (stories: readonly { title: string }[]) => stories.map((s) => s.title)

describe('scheduledOrder', () => {
  it.each([
    [
      'scheduled stories by release time, soonest first',
      [
        scheduled('Saturday', '2026-06-13T16:00:00.000Z'),
        scheduled('Friday', '2026-06-12T16:00:00.000Z'),
        scheduled('Sunday', '2026-06-14T16:00:00.000Z'),
      ],
      ['Friday', 'Saturday', 'Sunday'],
    ],
    [
      'drafts after every scheduled story, the one edited last first',
      [
        draft('Old draft', '2026-01-01T00:00:00.000Z'),
        scheduled('Next year', '2027-01-01T00:00:00.000Z'),
        draft('New draft', '2026-03-01T00:00:00.000Z'),
        scheduled('Tomorrow', '2026-06-13T16:00:00.000Z'),
      ],
      ['Tomorrow', 'Next year', 'New draft', 'Old draft'],
    ],
    [
      'release times as instants, whatever their offset',
      [scheduled('18:00 in Paris', '2026-06-13T18:00:00+02:00'), scheduled('17:00 UTC', '2026-06-13T17:00:00Z')],
      ['18:00 in Paris', '17:00 UTC'],
    ],
    [
      'a scheduled story whose time cannot be read among the drafts, by when it was edited',
      [
        draft('Draft', '2026-01-01T00:00:00.000Z'),
        makeStory({
          title: 'Unreadable',
          status: 'scheduled',
          publishAt: 'soon',
          updatedAt: '2025-01-01T00:00:00.000Z',
        }),
        scheduled('Known', '2026-06-13T16:00:00Z'),
      ],
      ['Known', 'Draft', 'Unreadable'],
    ],
  ])('puts %s', (_rule, stories, expected) => {
    expect(titles(scheduledOrder(stories))).toEqual(expected)
  })

  it('orders ties by id, whatever order they come in', () => {
    const a = scheduled('A', '2026-06-13T16:00:00.000Z')
    const b = scheduled('B', '2026-06-13T16:00:00.000Z')
    expect(scheduledOrder([b, a])).toEqual(scheduledOrder([a, b]))
  })

  it('leaves the list it is given as it was', () => {
    const stories = [scheduled('Later', '2026-06-14T00:00:00Z'), scheduled('Sooner', '2026-06-13T00:00:00Z')]
    scheduledOrder(stories)
    expect(titles(stories)).toEqual(['Later', 'Sooner'])
  })
})

describe('readScheduledStories', () => {
  it("lists the device's unreleased stories in the shelf's order, and never a published one", async () => {
    await db.stories.put(makeLocalStory({ title: 'Published' }))
    await db.scheduledStories.bulkPut([
      draft('Draft', '2026-01-01T00:00:00.000Z'),
      scheduled('Later', '2026-06-14T00:00:00.000Z'),
      scheduled('Sooner', '2026-06-13T00:00:00.000Z'),
    ])
    expect(titles(await readScheduledStories(db))).toEqual(['Sooner', 'Later', 'Draft'])
  })
})
