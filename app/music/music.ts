// Albums and tracks as the music pages read them: live from Dexie (synced), never waiting on the
// network. `undefined` means "still reading".
import { localDb, type HubDatabase } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import type { Album, Track } from '../../contract/music.ts'
import { newestAlbumFirst } from '../../contract/list-order.ts'
import { useSyncedList } from '../data/queries/use-synced-list.ts'

export type { Album, Track }

const byTrackNumber = (a: Track, b: Track) =>
  (a.trackNumber ?? Infinity) - (b.trackNumber ?? Infinity) || a.title.localeCompare(b.title)

export const readAlbums = async (db: HubDatabase) => (await db.albums.toArray()).sort(newestAlbumFirst)

/** Every album, newest first; undefined while not known yet (useSyncedList). */
export function useAlbums(): Album[] | undefined {
  return useSyncedList(readAlbums, [], 'albums')
}

export function useAlbum(id: string | null): Album | null | undefined {
  return useLocalQuery(async (db) => (id ? ((await db.albums.get(id)) ?? null) : null), [id])
}

/** An album's tracks in play order (the spec filters all tracks by albumId). */
export function useAlbumTracks(albumId: string | null): Track[] | undefined {
  return useLocalQuery(
    async (db) => (albumId ? (await db.tracks.where('albumId').equals(albumId).toArray()).sort(byTrackNumber) : []),
    [albumId],
  )
}

export async function findTrack(id: string): Promise<Track | undefined> {
  return (await localDb()).tracks.get(id)
}

export async function albumCover(albumId: string | null): Promise<string | null> {
  return albumId ? ((await (await localDb()).albums.get(albumId))?.coverImageUrl ?? null) : null
}

export interface SharedMusic {
  album: Album | undefined
  track: Track | undefined
  /** The album's tracks in play order (the queue a shared track plays in). */
  tracks: Track[]
}

/** What a shared link names (?album=, ?track=): the track's own album wins over the album asked. */
export async function findShared(
  db: HubDatabase,
  albumId: string | undefined,
  trackId: string | undefined,
): Promise<SharedMusic> {
  const track = trackId ? await db.tracks.get(trackId) : undefined
  const id = track?.albumId ?? albumId
  const album = id ? await db.albums.get(id) : undefined
  const tracks = album ? (await db.tracks.where('albumId').equals(album.id).toArray()).sort(byTrackNumber) : []
  return { album, track, tracks }
}
