// How to Install by hand, where the browser offers no install event: Safari on iPhone and iPad
// (Share → Add to Home Screen) and every other browser (its menu → Install app).
import { Share, EllipsisVertical } from 'lucide-react'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { isAppleMobile } from '../lib/apple-mobile.ts'

function IosSteps() {
  return (
    <section aria-labelledby="install-ios">
      <h3 id="install-ios" className="font-semibold">
        iPhone and iPad (Safari)
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>
          Tap the Share button <Share size={14} aria-hidden className="inline align-[-2px]" /> (the square with an
          arrow) in Safari's toolbar.
        </li>
        <li>
          Scroll down and choose <strong className="text-text">Add to Home Screen</strong>.
        </li>
        <li>
          Tap <strong className="text-text">Add</strong>. Infinaeon Hub opens from its icon like any app.
        </li>
      </ol>
    </section>
  )
}

function OtherSteps() {
  return (
    <section aria-labelledby="install-other">
      <h3 id="install-other" className="font-semibold">
        Chrome, Edge, Samsung Internet and other browsers
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>
          Open the browser menu <EllipsisVertical size={14} aria-hidden className="inline align-[-2px]" /> (the three
          dots).
        </li>
        <li>
          Choose <strong className="text-text">Install app</strong> or{' '}
          <strong className="text-text">Add to Home screen</strong>.
        </li>
        <li>
          Confirm with <strong className="text-text">Install</strong>.
        </li>
      </ol>
    </section>
  )
}

export function InstallHelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const apple = open && isAppleMobile(navigator)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="How to Install"
      description="Add Infinaeon Hub to your home screen."
    >
      <div className="flex flex-col gap-5">
        {apple ? (
          <>
            <IosSteps />
            <OtherSteps />
          </>
        ) : (
          <>
            <OtherSteps />
            <IosSteps />
          </>
        )}
        <Button variant="primary" className="self-end" onClick={() => onOpenChange(false)}>
          Got it
        </Button>
      </div>
    </Dialog>
  )
}
