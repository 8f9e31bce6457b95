// Clear All Data: the spec's confirmation, then IndexedDB, every cache of this
// origin (downloads too), local and session storage and the service worker are cleared; the app
// says so and starts again like a first visit.
import { useState } from 'react'
import { clearAllData } from '../personal-data.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { errorText } from '../../lib/error-text.ts'
import { DialogActions } from '../../ui/dialog-actions.tsx'

export const CLEAR_ALL_CONFIRMATION = 'Are you sure you want to clear all local data? This action cannot be undone.'
const RESTART_AFTER_MS = 1500

export function ClearAllDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false)
  const clear = async () => {
    setBusy(true)
    try {
      await clearAllData()
      notify({
        title: 'All Data Cleared',
        description: 'Everything on this device was erased. The app starts again fresh.',
      })
      setTimeout(() => location.assign('/'), RESTART_AFTER_MS)
    } catch {
      setBusy(false)
      notify({ ...errorText.clearAllData(), variant: 'destructive' })
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={busy}
      title="Clear All Data"
      description={CLEAR_ALL_CONFIRMATION}
    >
      <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
        <Button variant="danger" disabled={busy} onClick={() => void clear()}>
          {busy ? 'Clearing…' : 'Clear All Data'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
