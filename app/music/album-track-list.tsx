// An album's tracks in play order: number (or a playing mark), title, artist and length. Choosing
// a track plays it, choosing the playing one pauses or resumes it; each can be shared.
import { AudioLines, Pause, Share2 } from 'lucide-react'
import type { Track } from './music.ts'
import { clockTime } from '../lib/clock-time.ts'
import { playTrack } from '../player/music-actions.ts'
import { share } from '../ui/share.ts'

interface AlbumTrackListProps {
  tracks: Track[]
  current: string | null
  playing: boolean
}

export function AlbumTrackList({ tracks, current, playing }: AlbumTrackListProps) {
  if (tracks.length === 0) return <p className="text-sm text-muted">This album has no tracks yet.</p>
  return (
    <ol aria-label="Tracks" className="-mx-2 flex flex-col">
      {tracks.map((track, i) => {
        const isCurrent = track.id === current
        return (
          <li
            key={track.id}
            className={`flex items-center rounded-lg ${isCurrent ? 'bg-accent/10' : 'hover:bg-surface-2'}`}
          >
            <button
              type="button"
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => void playTrack(track, tracks)}
              className="flex min-w-0 flex-1 items-center gap-3 px-2 py-2.5 text-left"
            >
              <span aria-hidden className="grid w-6 shrink-0 place-items-center text-sm tabular-nums text-muted">
                {isCurrent ? (
                  playing ? (
                    <AudioLines size={16} className="animate-pulse text-accent" />
                  ) : (
                    <Pause size={14} className="text-accent" />
                  )
                ) : (
                  (track.trackNumber ?? i + 1)
                )}
              </span>
              <span className="min-w-0 flex-1">
                {/* The button's name starts with what it does, then what it shows (title, artist, length). */}
                <span className="sr-only">{isCurrent && playing ? 'Pause' : 'Play'} </span>
                <span className={`line-clamp-2 break-words text-sm font-medium ${isCurrent ? 'text-accent' : ''}`}>
                  {track.title}
                </span>
                <span className="block truncate text-xs text-muted">{track.artist}</span>
              </span>
              <span className="shrink-0 text-xs tabular-nums text-muted">{clockTime(Number(track.duration))}</span>
            </button>
            <button
              type="button"
              aria-label={`Share "${track.title}"`}
              title="Share track"
              onClick={() => void share('track', track)}
              className="grid size-11 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
            >
              <Share2 size={16} aria-hidden />
            </button>
          </li>
        )
      })}
    </ol>
  )
}
