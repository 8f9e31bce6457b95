// An album: its cover and details, play/shuffle/repeat, the playing track's
// controls, every track with its length, sharing, and "Download album" for offline. Choosing a
// track plays it (choosing the playing one pauses or resumes it). The admin can edit or delete
// the album (a change on its way shows its mark). Closing the dialog while music plays brings the mini player back.
import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Pause, Pencil, Play, Share2, Trash2 } from 'lucide-react'
import { useAlbum, useAlbumTracks, type Album, type Track } from './music.ts'
import { useIsAdmin } from '../settings/settings.ts'
import { $player, showMiniPlayer, togglePlay } from '../player/player.ts'
import { playTrack } from '../player/music-actions.ts'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { share } from '../ui/share.ts'
import { lazyPart } from '../lib/lazy-part.ts'
import { useAdminPart } from '../ui/use-lazy-part.ts'
import { DeleteAlbumDialog } from './delete-album-dialog.tsx'
import { AlbumCover, tracksLine } from './album-grid.tsx'
import { AlbumTrackList } from './album-track-list.tsx'
import { MusicTransport } from './music-transport.tsx'
import { DownloadWhenOnline } from './download-when-online.tsx'
import { AlbumDownloadButton } from './album-download-button.tsx'
import { resourceKey, usePendingWrites } from '../data/writes/pending-writes.ts'
import { PendingMark } from '../ui/pending-mark.tsx'
import type { OutboxEntryOf } from '../../db/outbox/outbox-entry.ts'

// The admin's own part: readers never download it.
const albumEdit = lazyPart(() => import('./album-edit-dialog.tsx'))

export function AlbumDialog({
  albumId,
  onShown,
  onClose,
}: {
  albumId: string | null
  onShown?: () => void
  onClose: () => void
}) {
  const album = useAlbum(albumId)
  const tracks = useAlbumTracks(albumId)
  const close = () => {
    if ($player.get().item?.kind === 'track') showMiniPlayer(true)
    onClose()
  }
  // An album deleted meanwhile (here or by a sync) closes its dialog.
  const open = albumId !== null && album !== null
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close()
      }}
      title={album?.title ?? 'Album'}
      description={album?.artist}
      wide
    >
      {album && tracks && <AlbumBody album={album} tracks={tracks} onShown={onShown} onDeleted={close} />}
    </Dialog>
  )
}

function AlbumBody({
  album,
  tracks,
  onShown,
  onDeleted,
}: {
  album: Album
  tracks: Track[]
  onShown?: () => void
  onDeleted: () => void
}) {
  useEffect(() => {
    onShown?.()
  }, [onShown])
  const view = useStore($player)
  const isAdmin = useIsAdmin()
  const edit = useAdminPart(albumEdit, isAdmin)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const pendingWrites = usePendingWrites()
  const pending = pendingWrites.get(resourceKey('album', album.id))
  // Tracks added to this album that the server does not have yet (offline, or uploading).
  const arriving = [...pendingWrites.values()]
    .flat()
    .filter((e): e is OutboxEntryOf<'track.create'> => e.kind === 'track.create' && e.payload.albumId === album.id)
  const current = view.item?.kind === 'track' && tracks.some((t) => t.id === view.item?.id) ? view.item.id : null
  const playing = current !== null && view.status === 'playing'

  const playAlbum = () => {
    if (current) return void togglePlay()
    if (tracks.length === 0) return
    const first = view.shuffle ? tracks[Math.floor(Math.random() * tracks.length)]! : tracks[0]!
    void playTrack(first, tracks)
  }

  return (
    <div className="flex flex-col gap-5" data-testid="album-dialog">
      <div className="flex gap-4">
        <AlbumCover album={album} className="!w-28 shrink-0 sm:!w-36" />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="text-muted">Album · {tracksLine(album)}</p>
          {album.description && <p className="line-clamp-4 text-text/90">{album.description}</p>}
          {isAdmin && <PendingMark entries={pending} className="mt-1" />}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" disabled={tracks.length === 0} onClick={playAlbum}>
          {playing ? <Pause size={16} aria-hidden /> : <Play size={16} aria-hidden />}
          {playing ? 'Pause' : current ? 'Resume' : 'Play album'}
        </Button>
        <Button aria-label={`Share "${album.title}"`} onClick={() => void share('album', album)}>
          <Share2 size={16} aria-hidden />
          Share
        </Button>
        <AlbumDownloadButton album={album} tracks={tracks} />
        {isAdmin && !pending?.some((e) => e.kind === 'album.delete') && (
          <>
            <Button aria-label="Edit album" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden />
              Edit
            </Button>
            <Button aria-label="Delete album" onClick={() => setDeleting(true)}>
              <Trash2 size={16} aria-hidden />
              Delete
            </Button>
          </>
        )}
      </div>
      {current && <MusicTransport view={view} />}
      {current && view.failure === 'not-downloaded' && (
        <DownloadWhenOnline album={album} track={tracks.find((t) => t.id === current)!} />
      )}
      <AlbumTrackList tracks={tracks} current={current} playing={playing} />
      {isAdmin && arriving.length > 0 && (
        <ul aria-label="Tracks on their way" className="-mt-3 flex flex-col">
          {arriving.map((entry) => (
            <li key={entry.seq} className="flex items-center gap-3 px-2 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate text-muted">{entry.payload.fields.title}</span>
              <PendingMark entries={[entry]} />
            </li>
          ))}
        </ul>
      )}
      {edit && editing && <edit.AlbumEditDialog album={album} tracks={tracks} open onOpenChange={setEditing} />}
      {isAdmin && deleting && <DeleteAlbumDialog album={album} open onOpenChange={setDeleting} onDeleted={onDeleted} />}
    </div>
  )
}
