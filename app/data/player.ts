// What the player holds, kept on this device so a reload brings it back (db/local PlayerState).
import { db, type PlayerState } from '../../db/local/db.ts'

const KEY = 'current'

export async function getPlayerItem(): Promise<PlayerState | undefined> {
  return db.player.get(KEY)
}

export async function setPlayerItem(item: Pick<PlayerState, 'kind' | 'itemId'>): Promise<void> {
  await db.player.put({ id: KEY, ...item, queue: [], index: 0, shuffle: false, repeat: 'none' })
}

export async function clearPlayerItem(): Promise<void> {
  await db.player.delete(KEY)
}
