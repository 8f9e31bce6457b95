// What the player holds, kept on this device so a reload brings it back (db/local PlayerState):
// the story, or the track with its queue, shuffle, repeat and position.
import type { PlayerState } from '../../db/local/db.ts'
import { localDb } from '../data/queries/local-db.ts'
import type { Track } from '../../contract/music.ts'

const KEY = 'current'

export type PlayerItem = Omit<PlayerState, 'id'>

export async function getPlayerItem(): Promise<PlayerState | undefined> {
  return (await localDb()).player.get(KEY)
}

export async function setPlayerItem(item: PlayerItem): Promise<void> {
  await (await localDb()).player.put({ id: KEY, ...item })
}

export async function updatePlayerItem(change: Partial<PlayerItem>): Promise<void> {
  await (await localDb()).player.update(KEY, change)
}

export async function clearPlayerItem(): Promise<void> {
  await (await localDb()).player.delete(KEY)
}

/** Tracks by id, in the order asked (a queue kept across a reload); missing ones are left out. */
export async function findTracks(ids: readonly string[]): Promise<Track[]> {
  const found = await (await localDb()).tracks.bulkGet([...ids])
  return found.filter((track): track is Track => track !== undefined)
}
