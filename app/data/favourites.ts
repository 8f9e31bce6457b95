// Favourites: story ids on this device (stories.md §3).
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/local/db.ts'

export function useFavouriteIds(): Set<string> | undefined {
  return useLiveQuery(async () => new Set(await db.favourites.toCollection().primaryKeys()), [])
}

export async function toggleFavourite(storyId: string): Promise<boolean> {
  return db.transaction('rw', db.favourites, async () => {
    if (await db.favourites.get(storyId)) {
      await db.favourites.delete(storyId)
      return false
    }
    await db.favourites.put({ storyId, createdAt: new Date().toISOString() })
    return true
  })
}

export async function clearFavourites(): Promise<void> {
  await db.favourites.clear()
}
