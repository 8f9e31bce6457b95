// First-run faction choice (stories.md §2 Dialogs, §4 Faction): opens when no valid faction is
// stored, after the first paint (faction-picker-host.tsx loads it at idle, so it never holds up the
// first screen), and cannot be dismissed until one is picked; picking stores it at once (the theme
// changes behind the dialog's plain dim) and Apply Theme closes it. Theme Options changes it later.
import { useEffect, useState } from 'react'
import { faction } from '../data/settings.ts'
import { Dialog } from './ui/dialog.tsx'
import { Button } from './ui/button.tsx'
import { FactionCards } from './faction-cards.tsx'

export function FactionPicker() {
  const stored = faction.use()
  const [open, setOpen] = useState(stored === null)

  // The choice can also be cleared elsewhere (data settings): ask again then.
  useEffect(() => {
    if (stored === null) setOpen(true)
  }, [stored])

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Choose Your Faction"
      description="Your faction themes the hub. You can change it later in Theme Options."
      locked={stored === null}
      hideClose
    >
      <FactionCards value={stored} onChange={faction.write} />
      {stored !== null && (
        <Button variant="primary" className="mt-4 w-full justify-center" onClick={() => setOpen(false)}>
          Apply Theme
        </Button>
      )}
    </Dialog>
  )
}
