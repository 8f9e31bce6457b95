// Stories and series as the UI reads them: live from Dexie, never waiting on the network.
// `undefined` means "still reading the local database" (show skeletons). Also the story actions
// that need the server: opening a story whose text is not here yet, and the admin's delete, Publish
// now and Unschedule (through the outbox).
import { useSettledQuery } from '../data/queries/use-settled-query.ts'
import { useLocalOrServed } from '../data/queries/use-served.ts'
import { useFirstScreen } from '../data/queries/embedded-first-screen.ts'
import { hasSynced, loadLocal, localDb, type HubDatabase } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { ApiError } from '../../client/api-client.ts'
import type { Series, StorySummary } from '../../contract/story.ts'
import type { LocalStory } from '../../contract/local-story.ts'
import { queueWrite } from '../data/writes/queue-write.ts'
import { recentStories, rememberStories } from './recent-stories.ts'

/**
 * The given stories by id (those still on this device); one query for a whole screenful. Until it
 * answers for these ids, the rows read lately stand in, when they hold them all.
 */
export function useStoriesById(ids: readonly string[]): Map<string, LocalStory> | undefined {
  const key = ids.join()
  const read = useSettledQuery(
    async (db) => {
      const stories = (await db.stories.bulkGet([...ids])).filter((s) => s !== undefined)
      rememberStories(stories)
      return { key, stories: new Map(stories.map((s) => [s.id, s])) }
    },
    [key],
  )
  if (read?.key === key) return read.stories
  return recentStories(ids) ?? read?.stories
}

export async function findStory(id: string): Promise<StorySummary | undefined> {
  return (await localDb()).stories.get(id)
}

export function useStory(id: string): StorySummary | null | undefined {
  return useLocalOrServed(`story:${id}`, async (db) => (await db.stories.get(id)) ?? null, [id])
}

const readContent = async (db: HubDatabase, id: string) => (await db.storyContent.get(id))?.content ?? null

/** The story's text (the server's, on a drawn first screen), or null when it is not here yet. */
export function useStoryContent(id: string): string | null | undefined {
  return useLocalOrServed(`text:${id}`, (db) => readContent(db, id), [id])
}

/** The story's text as this device holds it: null until it is stored here. */
export function useStoryContentOnDevice(id: string): string | null | undefined {
  return useLocalQuery((db) => readContent(db, id), [id])
}

export function useSeriesList(): Series[] | undefined {
  return useLocalQuery((db) => db.series.orderBy('id').toArray(), [])
}

/** Whether a first sync has happened on this device (an empty list then means "no stories"). */
export function useHasSynced(): boolean | undefined {
  const local = useDeviceHasSynced()
  const served = useFirstScreen('hasSynced')
  // The server drew a synced screen: keep drawing it so until the device knows better.
  return local || served || local
}

/** Whether this device itself has synced (not what the server drew). */
export function useDeviceHasSynced(): boolean | undefined {
  return useLocalQuery(hasSynced, [])
}

export type OpenResult = 'fetched' | 'missing' | 'unreachable'

/** A story whose text is not on this device yet: fetch it once; the server may have no such story. */
export async function openStoryContent(id: string): Promise<OpenResult> {
  try {
    await (await loadLocal()).fetchFullStory(id)
    return 'fetched'
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'missing'
    return 'unreachable'
  }
}

/**
 * The admin's delete, through the outbox: the story stays listed with its pending
 * mark until the server has deleted it, then it and its device-only traces leave this device.
 */
export function queueStoryDelete(story: Pick<StorySummary, 'id' | 'title'>): Promise<number> {
  return queueWrite({
    kind: 'story.delete',
    payload: { id: story.id, title: story.title },
    label: `Delete "${story.title}"`,
  })
}

/** The whole story for the edit form (fetched first); offline, what this device has. */
export async function loadStoryForEdit(id: string): Promise<{ story: StorySummary; content: string } | undefined> {
  const { db, fetchFullStory } = await loadLocal()
  try {
    await fetchFullStory(id)
  } catch {
    // Offline or unreachable: the device's copy is the best there is.
  }
  const [published, scheduled, text] = await Promise.all([
    db.stories.get(id),
    db.scheduledStories.get(id),
    db.storyContent.get(id),
  ])
  const story = published ?? scheduled
  return story ? { story, content: text?.content ?? '' } : undefined
}

/**
 * The admin's Publish now or Unschedule of a story not released yet (issue 61), through the
 * outbox as an edit of that one field: the card shows it waiting until the server answers, and
 * the answer files the story where it now belongs (released: the shelves; a draft: the Scheduled shelf).
 */
export function queueReleaseChange(
  story: Pick<StorySummary, 'id' | 'title'>,
  change: 'publish-now' | 'unschedule',
): Promise<number> {
  const fields = change === 'publish-now' ? { publishAt: '' } : { unschedule: 'true' }
  const label = change === 'publish-now' ? `Publish "${story.title}" now` : `Unschedule "${story.title}"`
  return queueWrite({ kind: 'story.update', payload: { storyId: story.id, fields }, label })
}
