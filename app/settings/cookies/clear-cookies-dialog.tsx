// The confirmation before Clear All Cookies, with the spec's wording. While clearing,
// the dialog stays put; afterwards a 'Cookies Cleared' toast says what happened.
import { useState } from 'react'
import { Dialog } from '../../ui/dialog.tsx'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { errorText } from '../../lib/error-text.ts'
import { adminFlag } from '../settings.ts'
import { clearAllCookies } from './clear-all-cookies.ts'

export const CLEAR_COOKIES_CONFIRMATION =
  'Are you sure you want to clear all cookies? This will log you out and reset all preferences.'

export function ClearCookiesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    const wasAdmin = adminFlag.read()
    try {
      const { loggedOut } = await clearAllCookies()
      notify(
        wasAdmin && !loggedOut
          ? errorText.cookiesClearedSessionKept()
          : {
              title: 'Cookies Cleared',
              description: 'Cookies and preferences on this device are cleared. Your cookie choices are kept.',
            },
      )
      onOpenChange(false)
    } catch {
      notify({ ...errorText.clearCookies(), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clear All Cookies"
      description={CLEAR_COOKIES_CONFIRMATION}
      locked={busy}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Clearing…' : 'Clear All Cookies'}
        </Button>
      </div>
    </Dialog>
  )
}
