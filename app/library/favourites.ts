// Favourites: story ids on this device.
import { localDb } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export function useFavouriteIds(): Set<string> | undefined {
  return useLocalQuery(async (db) => new Set(await db.favourites.toCollection().primaryKeys()), [])
}

export async function toggleFavourite(storyId: string): Promise<boolean> {
  const db = await localDb()
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
  await (await localDb()).favourites.clear()
}
