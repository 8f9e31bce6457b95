// The audio player over the page: opened by Listen,
// closed by an outside click or ×, while the story keeps playing in the mini player. Loading shows
// a spinner with the controls disabled; a failure says why (errorText.audioLoad), with play and
// download disabled while the element is stopped by it; an element that plays on without sound
// keeps its controls. A narration with timings adds captions and chapters (player-narration.tsx).
// A story read by the device's voice names the voice; it has no file to keep, save or share.
import { useStore } from '@nanostores/react'
import { Loader2 } from 'lucide-react'
import { Dialog } from '../../ui/dialog.tsx'
import { $player, closePlayer, type PlayerView, type PlayingItem } from '../player.ts'
import { useNarrationTimings } from '../narration-timings.ts'
import { PlayerCaptions, PlayerChapters } from './player-narration.tsx'
import { errorText } from '../../lib/error-text.ts'
import { clockTime } from '../../lib/clock-time.ts'
import { PlayerTransport } from './player-transport.tsx'
import { PlayerSettingsRow } from './player-settings-row.tsx'
import { PlayerFileActions } from './player-file-actions.tsx'
import { $voiceCues, isVoiced } from '../voice/voice-state.ts'

export function PlayerOverlay() {
  const view = useStore($player)
  const story = view.item
  // The overlay is a story's; music has its album dialog.
  if (story?.kind !== 'story') return null
  return <StoryPlayer view={view} story={story} />
}

function StoryPlayer({ view, story }: { view: PlayerView; story: PlayingItem }) {
  const { status } = view
  const failed = status === 'error'
  const { chapters, captions } = useNarrationTimings(story.id)
  const marks = view.duration > 0 ? chapters.slice(1).map((chapter) => (chapter.start / view.duration) * 100) : []
  const voiced = isVoiced(story)
  const voice = useStore($voiceCues)?.voice

  return (
    <Dialog
      open={view.overlayOpen}
      onOpenChange={(open) => {
        if (!open) closePlayer()
      }}
      title={story.title}
      description={voiced ? 'Read aloud by this device' : 'Story audio'}
    >
      <div className="flex flex-col gap-4" data-testid="audio-player" data-status={status}>
        <div className="flex items-center gap-4">
          {story.artwork ? (
            <img src={story.artwork} alt="" className="h-24 w-16 shrink-0 rounded-lg object-cover" />
          ) : (
            <div aria-hidden className="h-24 w-16 shrink-0 rounded-lg bg-gradient-to-br from-accent/40 to-surface-2" />
          )}
          <div className="min-w-0 text-sm" role="status">
            {(status === 'loading' || (failed && !view.failure)) && (
              <p className="flex items-center gap-2 text-muted">
                <Loader2 size={16} className="animate-spin" aria-hidden />
                Loading audio…
              </p>
            )}
            {view.failure && (
              <p role="alert" className="text-danger">
                {errorText.audioLoad(view.failure, 'story').title}
              </p>
            )}
            {!failed && status !== 'loading' && (
              <p className="tabular-nums text-muted">
                {status === 'playing' ? 'Playing' : status === 'ended' ? 'Finished' : 'Paused'} ·{' '}
                {clockTime(view.position)} / {clockTime(view.duration)}
              </p>
            )}
          </div>
        </div>
        <PlayerTransport view={view} marks={marks} />
        {captions && <PlayerCaptions />}
        {chapters.length > 0 && <PlayerChapters chapters={chapters} position={view.position} />}
        <PlayerSettingsRow view={view} voiced={voiced} />
        {voiced ? (
          voice && (
            <p className="border-t border-border pt-4 text-sm text-muted">
              Voice: {voice} (choose another in Audio Settings)
            </p>
          )
        ) : (
          <PlayerFileActions story={story} disabled={failed} />
        )}
      </div>
    </Dialog>
  )
}
