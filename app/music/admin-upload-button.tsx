// The floating round buttons of the admin's music uploads (a track, background music): for the
// signed-in admin only, on every page, on wide screens (the menu has them on phones). Each opens its
// dialog, whose code loads when the button is pressed or focused.
import type { ComponentType, ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { FileMusic, Upload } from 'lucide-react'
import { useIsAdmin } from '../settings/settings.ts'
import { lazyPart, type LazyPart } from '../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'
import { $musicUploadOpen, musicUploadOpenChange, openMusicUpload, ROUND, type MusicUpload } from './admin-uploads.ts'
import { backgroundMusicUploadDialog } from './background/background-music-toggle.tsx'

type UploadDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>

const UPLOADS: Record<MusicUpload, { label: string; icon: ReactNode; dialog: LazyPart<UploadDialog> }> = {
  track: {
    label: 'Upload a track',
    icon: <FileMusic size={18} aria-hidden />,
    dialog: lazyPart(async () => (await import('./track-upload-dialog.tsx')).TrackUploadDialog),
  },
  background: {
    label: 'Upload background music',
    icon: <Upload size={18} aria-hidden />,
    dialog: backgroundMusicUploadDialog,
  },
}

/** Opens one of the uploads (the menu's buttons on phones), its code loading first. */
export function openUpload(which: MusicUpload): void {
  UPLOADS[which].dialog.preload()
  openMusicUpload(which)
}

export function AdminUploadButton({ which }: { which: MusicUpload }) {
  const isAdmin = useIsAdmin()
  const open = useStore($musicUploadOpen) === which
  const { label, icon, dialog } = UPLOADS[which]
  const Dialog = useLazyPart(dialog)
  if (!isAdmin) return null
  return (
    <>
      <button
        type="button"
        className={`${ROUND} max-sm:hidden`}
        aria-label={label}
        title={label}
        onPointerDown={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => openUpload(which)}
      >
        {icon}
      </button>
      {Dialog && <Dialog open={open} onOpenChange={musicUploadOpenChange(which)} />}
    </>
  )
}
