// The floating background-music toggle (hub.md §2, §4): plays or pauses the looping track,
// disabled while there is none, hidden when Audio Settings turn background music off. The admin
// also gets the upload button beside it (above it on phones, where the round buttons make a
// column). It sits in the floating stack.
import { useState } from 'react'
import { Music, Music2, Upload } from 'lucide-react'
import { adminFlag, audioSettings } from '../../data/settings.ts'
import { errorText } from '../../lib/error-text.ts'
import { $background, NO_BACKGROUND, toggleBackgroundMusic } from '../../player/background-player.ts'
import { useStoreAfterHydration } from '../../data/hydration.ts'
import { notify } from '../toast/notify.ts'
import { BackgroundMusicUploadDialog } from './background-music-upload-dialog.tsx'
import { ROUND } from '../music/track-upload-button.tsx'

export function BackgroundMusicToggle() {
  const { track, playing } = useStoreAfterHydration($background, NO_BACKGROUND)
  const enabled = audioSettings.use().backgroundMusicEnabled
  const isAdmin = adminFlag.use()
  const [uploading, setUploading] = useState(false)

  const toggle = async () => {
    if (!(await toggleBackgroundMusic())) notify({ ...errorText.backgroundPlayback(), variant: 'destructive' })
  }

  if (!enabled && !isAdmin) return null
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {isAdmin && (
        <button type="button" className={ROUND} aria-label="Upload background music" title="Upload background music" onClick={() => setUploading(true)}>
          <Upload size={18} aria-hidden />
        </button>
      )}
      {enabled && (
        <button
          type="button"
          className={`${ROUND} ${playing ? 'text-accent' : ''}`}
          aria-pressed={playing}
          aria-label={track ? `Background music: ${track.title}` : 'No background music yet'}
          title={track ? `${playing ? 'Pause' : 'Play'} background music` : 'No background music yet'}
          disabled={!track}
          onClick={() => void toggle()}
        >
          {playing ? <Music2 size={20} aria-hidden className="animate-pulse" /> : <Music size={20} aria-hidden />}
        </button>
      )}
      {isAdmin && <BackgroundMusicUploadDialog open={uploading} onOpenChange={setUploading} />}
    </div>
  )
}
