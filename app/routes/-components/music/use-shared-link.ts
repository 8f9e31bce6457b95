// A shared link (hub.md §2, §4): ?album= opens the album; ?track= also plays that track 500 ms
// after the album opens, with a toast for 3000 ms. Both then leave the address, so a reload or a
// second visit does not play it again. On a first visit the link waits for the first sync.
import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { findShared } from '../../../data/music.ts'
import { useHasSynced } from '../../../data/stories.ts'
import { playTrack } from '../../../player/music-actions.ts'
import { notify } from '../../../components/toast/notify.ts'
import type { MusicSearch } from '../../music.tsx'

export const SHARED_TRACK_DELAY_MS = 500
export const SHARED_TRACK_TOAST_MS = 3000

export function useSharedLink(search: MusicSearch, openAlbum: (id: string) => void): void {
  const navigate = useNavigate()
  const hasSynced = useHasSynced()
  const { album: albumId, track: trackId } = search
  const shared = useLiveQuery(() => findShared(albumId, trackId), [albumId, trackId])
  const handled = useRef<string | null>(null)

  useEffect(() => {
    const key = `${albumId ?? ''}/${trackId ?? ''}`
    if ((!albumId && !trackId) || shared === undefined || handled.current === key) return
    // Not on this device yet: the first sync may bring it.
    if (!shared.album && !hasSynced) return
    handled.current = key
    void navigate({ to: '/music', search: {}, replace: true })
    if (!shared.album) {
      notify({ title: trackId ? 'Track not found' : 'Album not found', description: 'The shared link points to music that is no longer here.', variant: 'destructive' })
      return
    }
    openAlbum(shared.album.id)
    const { track, tracks } = shared
    if (!track) return
    setTimeout(() => {
      void playTrack(track, tracks, 'resume')
      notify({ title: 'Playing shared track', description: `"${track.title}" by ${track.artist}`, durationMs: SHARED_TRACK_TOAST_MS })
    }, SHARED_TRACK_DELAY_MS)
  }, [albumId, trackId, shared, hasSynced, navigate, openAlbum])
}
