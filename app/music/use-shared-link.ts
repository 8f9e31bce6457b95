// A shared link: ?album= opens the album; ?track= also plays that track 500 ms
// after the album is shown (counted from its dialog's contents, not from the asking: on a slow
// phone the dialog may take longer than that to appear), with a toast for 3000 ms. Both then leave the address, so a
// reload or a second visit does not play it again. Music this device has not heard of yet waits for one sync
// round (the link may be newer than the last sync) before the link is called not found.
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { localDb } from '../data/queries/local-db.ts'
import { findShared } from './music.ts'
import { requestSync } from '../sync/engine.ts'
import { playTrack } from '../player/music-actions.ts'
import { notify } from '../ui/toast/notify.ts'
import { errorText } from '../lib/error-text.ts'

/** What `/music`'s address asks for: an album to open, and a track of it to play (a shared link). */
export interface MusicSearch {
  album?: string
  track?: string
}

export const SHARED_TRACK_DELAY_MS = 500
export const SHARED_TRACK_TOAST_MS = 3000

/** Opens an album; `whenShown` runs once its dialog shows it. */
export type OpenAlbum = (id: string, whenShown?: () => void) => void

export function useSharedLink(search: MusicSearch, openAlbum: OpenAlbum): void {
  const navigate = useNavigate()
  const { album: albumId, track: trackId } = search
  const live = useLocalQuery((db) => findShared(db, albumId, trackId), [albumId, trackId])
  const handled = useRef<string | null>(null)
  const syncAsked = useRef<string | null>(null)
  const key = `${albumId ?? ''}/${trackId ?? ''}`
  // Read again once the sync round is over: the live query may hear of the worker's writes later.
  const [afterSync, setAfterSync] = useState<{ key: string; found: Awaited<ReturnType<typeof findShared>> }>()
  const shared = afterSync?.key === key ? afterSync.found : live

  useEffect(() => {
    if ((!albumId && !trackId) || shared === undefined || handled.current === key) return
    if (!shared.album && afterSync?.key !== key) {
      if (syncAsked.current !== key) {
        void requestSync()
          .then(localDb)
          .then((db) => findShared(db, albumId, trackId))
          .then((found) => setAfterSync({ key, found }))
      }
      syncAsked.current = key
      return
    }
    handled.current = key
    void navigate({ to: '/music', search: {}, replace: true })
    if (!shared.album) {
      notify({ ...errorText.sharedMusicMissing(Boolean(trackId)), variant: 'destructive' })
      return
    }
    const { track, tracks } = shared
    openAlbum(
      shared.album.id,
      track &&
        (() =>
          setTimeout(() => {
            void playTrack(track, tracks, 'resume')
            notify({
              title: 'Playing shared track',
              description: `"${track.title}" by ${track.artist}`,
              durationMs: SHARED_TRACK_TOAST_MS,
            })
          }, SHARED_TRACK_DELAY_MS)),
    )
  }, [key, albumId, trackId, shared, afterSync, navigate, openAlbum])
}
