// The Albums row: a card per album (cover, title, artist, track count and length) that opens the
// album; skeletons while the device's copy is read; a word when there is none.
import { resourceKey, usePendingWrites } from '../data/writes/pending-writes.ts'
import { PendingMark } from '../ui/pending-mark.tsx'
import { Disc3 } from 'lucide-react'
import type { Album } from './music.ts'
import { albumLength } from '../lib/clock-time.ts'
import { Skeleton } from '../ui/skeleton.tsx'

interface AlbumGridProps {
  albums: Album[] | undefined
  isAdmin: boolean
  onOpen: (id: string) => void
}

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5'

export function AlbumCover({ album, className = '' }: { album: Pick<Album, 'coverImageUrl'>; className?: string }) {
  return album.coverImageUrl ? (
    <img src={album.coverImageUrl} alt="" className={`aspect-square w-full rounded-xl object-cover ${className}`} />
  ) : (
    <div
      aria-hidden
      className={`grid aspect-square w-full place-items-center rounded-xl bg-gradient-to-br from-accent/50 via-surface-2 to-surface ${className}`}
    >
      <Disc3 className="h-1/3 w-1/3 text-accent/80" />
    </div>
  )
}

export const tracksLine = (album: Album) =>
  `${album.totalTracks} ${album.totalTracks === 1 ? 'track' : 'tracks'} · ${albumLength(album.totalDuration)}`

export function AlbumGrid({ albums, isAdmin, onOpen }: AlbumGridProps) {
  const pending = usePendingWrites()
  if (!albums) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading albums" className={GRID}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ))}
      </div>
    )
  }
  if (albums.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
        <p>No albums yet.</p>
        {isAdmin && <p className="mt-1 text-sm">Upload a track to start the first one.</p>}
      </div>
    )
  }
  return (
    <ul className={GRID}>
      {albums.map((album) => (
        <li key={album.id} className="flex flex-col gap-1">
          <button
            type="button"
            onClick={() => onOpen(album.id)}
            className="group flex w-full flex-col gap-2 rounded-xl text-left"
          >
            <AlbumCover
              album={album}
              className="shadow-lg transition group-hover:scale-[1.02] group-hover:shadow-accent/20"
            />
            <span className="min-w-0">
              <span className="line-clamp-2 break-words font-semibold group-hover:text-accent">{album.title}</span>
              <span className="block truncate text-sm text-muted">{album.artist}</span>
              <span className="block text-xs text-muted">{tracksLine(album)}</span>
            </span>
          </button>
          <PendingMark entries={pending.get(resourceKey('album', album.id))} />
        </li>
      ))}
    </ul>
  )
}
