// The mini player docked at the bottom of every route while something is in the player and its
// overlay is closed: progress, the title (a story opens its player, a
// track its album), play/pause and close. A track also gets previous, next and stop; its close
// only hides the mini player while the music goes on (stop is what ends it).
import { useStore } from '@nanostores/react'
import { useNavigate } from '@tanstack/react-router'
import { Loader2, Pause, Play, SkipBack, SkipForward, Square, X } from 'lucide-react'
import { $player, openPlayer, showMiniPlayer, togglePlay, type PlayerView } from '../player.ts'
import { stop } from '../controls.ts'
import { nextTrack, previousTrack } from '../music-actions.ts'
import { errorText } from '../../lib/error-text.ts'
import { notify } from '../../ui/toast/notify.ts'
import { bottomInsetRef } from '../../ui/toast/bottom-inset.ts'

const ICON = 'grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-surface-2 disabled:opacity-50'

/** What went wrong, while the element says so (beside playing, when it plays on without sound). */
function statusText({ status, failure, item }: PlayerView): string {
  if (failure) return errorText.audioLoad(failure, item?.kind).title
  // An error whose file is being looked at, to say why (playback.ts): a moment.
  if (status === 'loading' || status === 'error') return 'Loading…'
  return status === 'playing' ? 'Playing' : 'Paused'
}

export function MiniPlayer() {
  const view = useStore($player)
  const navigate = useNavigate()
  if (!view.item || view.overlayOpen || view.miniHidden) return null
  const { item, status } = view
  const isTrack = item.kind === 'track'
  const playing = status === 'playing'
  const percent = view.duration > 0 ? (view.position / view.duration) * 100 : 0
  const toggle = async () => {
    const failure = await togglePlay()
    if (failure) notify({ ...errorText.playback(failure, item.kind), variant: 'destructive' })
  }
  const open = () => {
    if (!isTrack) openPlayer()
    else void navigate({ to: '/music', search: item.albumId ? { album: item.albumId } : {} })
  }

  return (
    <div
      ref={bottomInsetRef('mini player')}
      role="region"
      aria-label="Now playing"
      data-kind={item.kind}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[30rem] sm:rounded-2xl sm:border sm:shadow-2xl"
    >
      <div className="h-0.5 bg-surface-2 sm:mx-4">
        <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex items-center gap-1 px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:pb-2">
        <button type="button" onClick={open} className="flex min-w-0 flex-1 items-center gap-3 text-left">
          <span className="sr-only">{isTrack ? 'Open the album: ' : 'Open the player: '}</span>
          {/* A track's cover only where there is room: beside a track's five buttons a phone left
              its title 70 px, "MusicBr / ainz_-…" (issue 56). */}
          {item.artwork ? (
            <img
              src={item.artwork}
              alt=""
              className={`${isTrack ? 'hidden h-11 w-11 sm:block' : 'h-11 w-8'} shrink-0 rounded object-cover`}
            />
          ) : (
            <span
              aria-hidden
              className={`${isTrack ? 'hidden h-11 w-11 sm:block' : 'h-11 w-8'} shrink-0 rounded bg-gradient-to-br from-accent/40 to-surface-2`}
            />
          )}
          <span className="min-w-0">
            {/* Two lines for the title and two for who or what, each cut at its end. */}
            <span className="line-clamp-2 break-words text-sm font-semibold leading-tight">{item.title}</span>
            <span className="line-clamp-2 break-words text-xs leading-tight text-muted">
              {isTrack && !view.failure && status !== 'error' ? item.artist : statusText(view)}
            </span>
          </span>
        </button>
        {isTrack && (
          <button type="button" className={ICON} aria-label="Previous track" onClick={() => void previousTrack()}>
            <SkipBack size={18} aria-hidden />
          </button>
        )}
        <button
          type="button"
          className={ICON}
          aria-label={playing ? 'Pause' : 'Play'}
          disabled={status === 'error' || status === 'loading'}
          onClick={() => void toggle()}
        >
          {status === 'loading' ? (
            <Loader2 size={20} className="animate-spin" aria-hidden />
          ) : playing ? (
            <Pause size={20} aria-hidden />
          ) : (
            <Play size={20} aria-hidden />
          )}
        </button>
        {isTrack && (
          <>
            <button type="button" className={ICON} aria-label="Next track" onClick={() => void nextTrack()}>
              <SkipForward size={18} aria-hidden />
            </button>
            <button type="button" className={ICON} aria-label="Stop" onClick={() => void stop()}>
              <Square size={16} aria-hidden />
            </button>
          </>
        )}
        <button
          type="button"
          className={ICON}
          aria-label={isTrack ? 'Hide the mini player' : 'Close the player'}
          onClick={() => (isTrack ? showMiniPlayer(false) : void stop())}
        >
          <X size={20} aria-hidden />
        </button>
      </div>
    </div>
  )
}
