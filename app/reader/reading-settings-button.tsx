// Opens Reading Settings from inside the reader (the site footer is hidden there), so font size,
// line spacing and theme can be changed while reading and apply at once.
import { lazy, Suspense, useState } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { iconButton } from './reader-theme.ts'

const ReadingSettingsDialog = lazy(async () => ({
  default: (await import('../settings/reading-settings-dialog.tsx')).ReadingSettingsDialog,
}))

export function ReadingSettingsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label="Reading Settings"
        title="Reading Settings"
        onClick={() => setOpen(true)}
        className={iconButton()}
      >
        <SlidersHorizontal size={20} aria-hidden />
      </button>
      <Suspense>{open && <ReadingSettingsDialog open onOpenChange={setOpen} />}</Suspense>
    </>
  )
}
