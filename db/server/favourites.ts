// Favourites: the table's Kysely types only. Favourites live on the device (db/local); this
// server table has no queries yet, and a story's delete removes its rows (foreign keys).
export interface FavouritesTable {
  id: string
  user_id: string
  story_id: string
  created_at: string
}
