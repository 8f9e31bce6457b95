// Favourites: story ids on this device (and on the reader's other devices once linked: issue 60).
import { writeProfiled } from '../profile/profile-writes.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export function useFavouriteIds(): Set<string> | undefined {
  return useLocalQuery(async (db) => new Set(await db.favourites.toCollection().primaryKeys()), [])
}

export function toggleFavourite(storyId: string): Promise<boolean> {
  return writeProfiled(['favourites'], async (db, note) => {
    const favourite = !(await db.favourites.get(storyId))
    if (favourite) await db.favourites.put({ storyId, createdAt: new Date().toISOString() })
    else await db.favourites.delete(storyId)
    await note('favourite', storyId, { deleted: !favourite })
    return favourite
  })
}

export function clearFavourites(): Promise<void> {
  return writeProfiled(['favourites'], async (db, note) => {
    for (const storyId of await db.favourites.toCollection().primaryKeys()) {
      await db.favourites.delete(storyId)
      await note('favourite', storyId, { deleted: true })
    }
  })
}
