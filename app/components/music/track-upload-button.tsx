// The floating music upload button (hub.md §2 Global overlays): for the signed-in admin only, on
// every page; it opens the track upload, whose code loads when the button is pressed or focused.
import { useState } from 'react'
import { FileMusic } from 'lucide-react'
import { adminFlag } from '../../data/settings.ts'
import { lazyPart } from '../../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'

export const ROUND = 'pointer-events-auto grid h-12 w-12 place-items-center rounded-full border border-border bg-surface-2/95 text-text shadow-xl backdrop-blur transition hover:border-accent disabled:opacity-50'

const uploadDialog = lazyPart(() => import('./track-upload-dialog.tsx'))

export function TrackUploadButton() {
  const isAdmin = adminFlag.use()
  const [open, setOpen] = useState(false)
  const part = useLazyPart(uploadDialog)
  if (!isAdmin) return null
  const show = () => {
    uploadDialog.preload()
    setOpen(true)
  }
  return (
    <>
      <button type="button" className={ROUND} aria-label="Upload a track" title="Upload a track" onPointerDown={uploadDialog.preload} onFocus={uploadDialog.preload} onClick={show}>
        <FileMusic size={18} aria-hidden />
      </button>
      {part && <part.TrackUploadDialog open={open} onOpenChange={setOpen} />}
    </>
  )
}
