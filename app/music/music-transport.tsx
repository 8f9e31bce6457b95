// The playing track's controls in its album: position, previous, play/pause, next,
// shuffle, repeat (none → one → all) and the music volume (Audio Settings' music channel).
import { Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { PlayerPosition } from '../player/view/player-position.tsx'
import { ChannelVolume, PlayPauseButton } from '../player/view/transport-parts.tsx'
import { errorText } from '../lib/error-text.ts'
import type { PlayerView } from '../player/player.ts'
import { cycleRepeatMode, nextTrack, previousTrack, toggleShuffle } from '../player/music-actions.ts'

const REPEAT_LABEL = { none: 'Repeat: off', one: 'Repeat: this track', all: 'Repeat: whole album' } as const

export function MusicTransport({ view }: { view: PlayerView }) {
  const disabled = view.status === 'loading' || view.status === 'error'
  const playing = view.status === 'playing'

  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/40 p-3"
      data-testid="music-transport"
      data-status={view.status}
    >
      <p className="truncate text-sm">
        <span className="text-muted">Now playing: </span>
        <span className="font-semibold">{view.item?.title}</span>
      </p>
      {(view.status === 'error' || view.failure) && (
        <p role="alert" className="text-sm text-danger">
          {errorText.audioLoad(view.failure ?? 'load', 'track').title}
        </p>
      )}
      <PlayerPosition view={view} disabled={disabled} />
      <div className="flex items-center justify-center gap-2">
        <Button
          size="icon"
          variant="ghost"
          aria-pressed={view.shuffle}
          aria-label="Shuffle"
          onClick={toggleShuffle}
          className={view.shuffle ? '!text-accent' : 'text-muted'}
        >
          <Shuffle size={18} aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" aria-label="Previous track" onClick={() => void previousTrack()}>
          <SkipBack size={20} aria-hidden />
        </Button>
        <PlayPauseButton playing={playing} disabled={disabled} size="medium" />
        <Button size="icon" variant="ghost" aria-label="Next track" onClick={() => void nextTrack()}>
          <SkipForward size={20} aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={REPEAT_LABEL[view.repeat]}
          data-repeat={view.repeat}
          onClick={cycleRepeatMode}
          className={view.repeat !== 'none' ? '!text-accent' : 'text-muted'}
        >
          {view.repeat === 'one' ? <Repeat1 size={18} aria-hidden /> : <Repeat size={18} aria-hidden />}
        </Button>
      </div>
      <ChannelVolume channel="musicVolume" label="Music volume" />
    </div>
  )
}
