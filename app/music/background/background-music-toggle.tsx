// The background-music toggle: plays or pauses the looping track, disabled while
// there is none, hidden when Audio Settings turn background music off. It floats in the floating
// stack on wide screens; on phones it sits in the header instead, where it covers nothing of the
// page. The admin's upload buttons float beside it on wide screens (music/admin-upload-button.tsx).
import { Music, Music2 } from 'lucide-react'
import { audioSettings } from '../../settings/settings.ts'
import { errorText } from '../../lib/error-text.ts'
import { $background, NO_BACKGROUND, toggleBackgroundMusic } from '../../player/background-player.ts'
import { useStoreAfterHydration } from '../../data/queries/hydration.ts'
import { notify } from '../../ui/toast/notify.ts'
import { ROUND } from '../admin-uploads.ts'
import { lazyPart } from '../../lib/lazy-part.ts'

/** In the header (phones), as its other icons. */
const HEADER_ICON = 'grid h-11 w-11 place-items-center rounded-lg text-text hover:bg-surface-2 disabled:opacity-50'

export function BackgroundMusicToggle({ inHeader = false }: { inHeader?: boolean }) {
  const { track, playing } = useStoreAfterHydration($background, NO_BACKGROUND)
  const enabled = audioSettings.use().backgroundMusicEnabled
  if (!enabled) return null
  const toggle = async () => {
    if (!(await toggleBackgroundMusic())) notify({ ...errorText.backgroundPlayback(), variant: 'destructive' })
  }
  return (
    <button
      type="button"
      className={`${inHeader ? `${HEADER_ICON} sm:hidden` : `${ROUND} max-sm:hidden`} ${playing ? 'text-accent' : ''}`}
      aria-pressed={playing}
      aria-label={track ? `Background music: ${track.title}` : 'No background music yet'}
      title={track ? `${playing ? 'Pause' : 'Play'} background music` : 'No background music yet'}
      disabled={!track}
      onClick={() => void toggle()}
    >
      {playing ? <Music2 size={20} aria-hidden className="animate-pulse" /> : <Music size={20} aria-hidden />}
    </button>
  )
}

/**
 * The admin's background-music upload (admin-upload-button.tsx opens it). Loaded from here, beside
 * the player it feeds, so its code shares what this module already brought.
 */
export const backgroundMusicUploadDialog = lazyPart(
  async () => (await import('./background-music-upload-dialog.tsx')).BackgroundMusicUploadDialog,
)
