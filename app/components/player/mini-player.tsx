// The mini player docked at the bottom of every route while a story is in the player and its
// overlay is closed: progress, the title (opens the player), play/pause and close (stops it).
import { useStore } from '@nanostores/react'
import { Loader2, Pause, Play, X } from 'lucide-react'
import { $player, openPlayer, stop, togglePlay } from '../../player/story-player.ts'
import { errorText } from '../../lib/error-text.ts'
import { notify } from '../toast/notify.ts'

const ICON = 'grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-surface-2 disabled:opacity-50'

export function MiniPlayer() {
  const view = useStore($player)
  if (!view.story || view.overlayOpen) return null
  const { story, status } = view
  const playing = status === 'playing'
  const percent = view.duration > 0 ? (view.position / view.duration) * 100 : 0
  const toggle = async () => {
    if ((await togglePlay()) === 'failed') notify({ ...errorText.playback(), variant: 'destructive' })
  }

  return (
    <div role="region" aria-label="Now playing" className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 backdrop-blur">
      <div className="h-0.5 bg-surface-2"><div className="h-full bg-accent" style={{ width: `${percent}%` }} /></div>
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <button type="button" onClick={openPlayer} className="flex min-w-0 flex-1 items-center gap-3 text-left">
          <span className="sr-only">Open the player: </span>
          {story.artwork
            ? <img src={story.artwork} alt="" className="h-11 w-8 shrink-0 rounded object-cover" />
            : <span aria-hidden className="h-11 w-8 shrink-0 rounded bg-gradient-to-br from-accent/40 to-surface-2" />}
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold">{story.title}</span>
            <span className="block text-xs text-muted">{status === 'error' ? errorText.audioLoad().title : status === 'loading' ? 'Loading…' : playing ? 'Playing' : 'Paused'}</span>
          </span>
        </button>
        <button type="button" className={ICON} aria-label={playing ? 'Pause' : 'Play'} disabled={status === 'error' || status === 'loading'} onClick={() => void toggle()}>
          {status === 'loading' ? <Loader2 size={20} className="animate-spin" aria-hidden /> : playing ? <Pause size={20} aria-hidden /> : <Play size={20} aria-hidden />}
        </button>
        <button type="button" className={ICON} aria-label="Close the player" onClick={() => void stop()}>
          <X size={20} aria-hidden />
        </button>
      </div>
    </div>
  )
}
