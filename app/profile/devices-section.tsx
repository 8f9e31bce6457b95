// Data Settings → Your devices (issue 60): link another device, and for a linked one, unlink it
// or forget the profile everywhere. Unlink and Forget need a connection, and say so offline.
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { Link2, Smartphone, Unlink, UserX } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { $syncActivity } from '../sync/status.ts'
import { LinkDialog } from './link-dialog.tsx'
import { LeaveDialog, type Leaving } from './leave-dialog.tsx'
import { joinedTime, profileEndedTold, useProfileView } from './profile-state.ts'

export function DevicesSection() {
  const view = useProfileView()
  const { online } = useStore($syncActivity)
  const [linking, setLinking] = useState(false)
  const [leaving, setLeaving] = useState<Leaving>()
  const linked = view?.state === 'linked'
  return (
    <div className="flex flex-col gap-3 text-sm">
      {view?.ended && (
        <p role="status" className="rounded-lg border border-border bg-surface-2 p-3">
          This device is no longer linked to your other devices: it was unlinked, or the profile was forgotten, on
          another device. Everything it had stays here.{' '}
          <button type="button" className="underline" onClick={() => void profileEndedTold()}>
            OK
          </button>
        </p>
      )}
      <p className="text-muted" data-testid="devices-state">
        {linked
          ? 'This device is linked: favourites, follows, bookmarks, reading and listening places, settings, highlights and notes stay the same on your linked devices, also after time offline.'
          : 'Continue on another device: link it with a QR code or a link, without an account. Until then, everything stays on this device only.'}
      </p>
      {linked && view.joinedAt && <p>A device joined at {joinedTime(view.joinedAt)}.</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant={linked ? 'secondary' : 'primary'} disabled={!online} onClick={() => setLinking(true)}>
          {linked ? <Smartphone size={16} aria-hidden /> : <Link2 size={16} aria-hidden />}
          {linked ? 'Link another device' : 'Link a device'}
        </Button>
        {linked && (
          <>
            <Button disabled={!online} onClick={() => setLeaving('unlink')}>
              <Unlink size={16} aria-hidden />
              Unlink this device
            </Button>
            <Button variant="danger" disabled={!online} onClick={() => setLeaving('forget')}>
              <UserX size={16} aria-hidden />
              Forget me everywhere
            </Button>
          </>
        )}
      </div>
      {!online && <p className="text-muted">Linking, unlinking and forgetting need a connection. You are offline.</p>}
      <LinkDialog open={linking} onOpenChange={setLinking} />
      <LeaveDialog leaving={leaving} onClose={() => setLeaving(undefined)} />
    </div>
  )
}
