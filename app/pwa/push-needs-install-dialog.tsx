// What the notifications toggle says in a browser tab on iPhone and iPad (push-availability.ts):
// there, notifications reach only the app added to the Home Screen, so it gives the steps to get
// there instead of a subscription that would fail.
import { Share } from 'lucide-react'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'

export const NEEDS_INSTALL_TITLE = 'Add the app to your Home Screen first'

export function PushNeedsInstallDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={NEEDS_INSTALL_TITLE}
      description="On iPhone and iPad, notifications work only in the app added to the Home Screen (iOS and iPadOS 16.4 or later)."
    >
      <div className="flex flex-col gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
          <li>
            Tap the Share button <Share size={14} aria-hidden className="inline align-[-2px]" /> in the browser's
            toolbar.
          </li>
          <li>
            Choose <strong className="text-text">Add to Home Screen</strong>, then{' '}
            <strong className="text-text">Add</strong>.
          </li>
          <li>Open Infinaeon Hub from the Home Screen and turn notifications on there.</li>
        </ol>
        <Button variant="primary" className="self-end" onClick={() => onOpenChange(false)}>
          Got it
        </Button>
      </div>
    </Dialog>
  )
}
