// The background-music toggle: plays or pauses the looping track, disabled while
// there is none, hidden when Audio Settings turn background music off. It floats in the floating
// stack on wide screens; on phones it sits in the header instead, where it covers nothing of the
// page. The admin's upload button floats beside it on wide screens (the menu has it on phones).
import { useStore } from '@nanostores/react'
import { Music, Music2, Upload } from 'lucide-react'
import { audioSettings, useIsAdmin } from '../../data/settings.ts'
import { errorText } from '../../lib/error-text.ts'
import { $background, NO_BACKGROUND, toggleBackgroundMusic } from '../../player/background-player.ts'
import { useStoreAfterHydration } from '../../data/queries/hydration.ts'
import { notify } from '../toast/notify.ts'
import { lazyPart } from '../../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'
import { ROUND } from '../music/track-upload-button.tsx'
import { $musicUploadOpen, musicUploadOpenChange, openMusicUpload } from '../music/admin-uploads.ts'

/** The upload dialog is the admin's only: its code loads when it is first opened. */
const uploadDialog = lazyPart(() => import('./background-music-upload-dialog.tsx'))

/** Opens the background-music upload (the menu's button on phones), its code loading first. */
export function openBackgroundMusicUpload(): void {
  uploadDialog.preload()
  openMusicUpload('background')
}

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

/** The admin's background-music upload: its floating button (wide screens) and its dialog. */
export function BackgroundMusicUpload() {
  const isAdmin = useIsAdmin()
  const open = useStore($musicUploadOpen) === 'background'
  const part = useLazyPart(uploadDialog)
  if (!isAdmin) return null
  return (
    <>
      <button type="button" className={`${ROUND} max-sm:hidden`} aria-label="Upload background music" title="Upload background music"
        onPointerDown={uploadDialog.preload} onFocus={uploadDialog.preload} onClick={openBackgroundMusicUpload}>
        <Upload size={18} aria-hidden />
      </button>
      {part && <part.BackgroundMusicUploadDialog open={open} onOpenChange={musicUploadOpenChange('background')} />}
    </>
  )
}
