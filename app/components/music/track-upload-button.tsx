// The floating music upload button (hub.md §2 Global overlays): for the signed-in admin only, on
// every page; it opens the track upload.
import { useState } from 'react'
import { FileMusic } from 'lucide-react'
import { adminFlag } from '../../data/settings.ts'
import { TrackUploadDialog } from './track-upload-dialog.tsx'

export const ROUND = 'pointer-events-auto grid h-12 w-12 place-items-center rounded-full border border-border bg-surface-2/95 text-text shadow-xl backdrop-blur transition hover:border-accent disabled:opacity-50'

export function TrackUploadButton() {
  const isAdmin = adminFlag.use()
  const [open, setOpen] = useState(false)
  if (!isAdmin) return null
  return (
    <>
      <button type="button" className={ROUND} aria-label="Upload a track" title="Upload a track" onClick={() => setOpen(true)}>
        <FileMusic size={18} aria-hidden />
      </button>
      <TrackUploadDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
