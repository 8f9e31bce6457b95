// The floating music upload button: for the signed-in admin only, on
// every page; it opens the track upload, whose code loads when the button is pressed or focused.
import { useStore } from '@nanostores/react'
import { FileMusic } from 'lucide-react'
import { useIsAdmin } from '../../data/settings.ts'
import { lazyPart } from '../../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'
import { $musicUploadOpen, musicUploadOpenChange, openMusicUpload } from './admin-uploads.ts'

export const ROUND = 'pointer-events-auto grid h-12 w-12 place-items-center rounded-full border border-border bg-surface-2/95 text-text shadow-xl backdrop-blur transition hover:border-accent disabled:opacity-50'

const uploadDialog = lazyPart(() => import('./track-upload-dialog.tsx'))

/** Opens the track upload (the menu's button on phones), its code loading first. */
export function openTrackUpload(): void {
  uploadDialog.preload()
  openMusicUpload('track')
}

export function TrackUploadButton() {
  const isAdmin = useIsAdmin()
  const open = useStore($musicUploadOpen) === 'track'
  const part = useLazyPart(uploadDialog)
  if (!isAdmin) return null
  return (
    <>
      <button type="button" className={`${ROUND} max-sm:hidden`} aria-label="Upload a track" title="Upload a track" onPointerDown={uploadDialog.preload} onFocus={uploadDialog.preload} onClick={openTrackUpload}>
        <FileMusic size={18} aria-hidden />
      </button>
      {part && <part.TrackUploadDialog open={open} onOpenChange={musicUploadOpenChange('track')} />}
    </>
  )
}
