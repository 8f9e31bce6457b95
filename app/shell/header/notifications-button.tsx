// The notifications toggle: hidden where the browser lacks notification,
// service-worker or push support; pressed while this browser is subscribed to story pushes. In a
// browser tab on iPhone and iPad it shows anyway and explains that notifications need the app on
// the Home Screen (push-availability.ts); that dialog loads only there. Turning on asks first
// what notifications should be about (push-wants-dialog.tsx, issue 59).
import { useEffect, useState } from 'react'
import { Bell, BellRing } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { usePushToggle } from '../../pwa/use-push-toggle.ts'
import { lazyPart } from '../../lib/lazy-part.ts'
import { useLazyPart } from '../../ui/use-lazy-part.ts'

const needsInstallDialog = lazyPart(() => import('../../pwa/push-needs-install-dialog.tsx'))
const wantsDialog = lazyPart(() => import('../../pwa/push-wants-dialog.tsx'))
const NEEDS_INSTALL_HINT = 'Notifications on iPhone and iPad need the app on your Home Screen'

export function NotificationsButton({ withLabel = false }: { withLabel?: boolean }) {
  const { availability, permission, subscribed, busy, toggle } = usePushToggle()
  const needsInstall = availability === 'needs-install-ios'
  const [explaining, setExplaining] = useState(false)
  const explanation = useLazyPart(needsInstallDialog)
  const [asking, setAsking] = useState(false)
  const question = useLazyPart(wantsDialog, asking)
  useEffect(() => {
    if (needsInstall) needsInstallDialog.preload()
  }, [needsInstall])
  if (availability === undefined || availability === 'unsupported') return null
  const label = subscribed ? 'Disable notifications' : 'Enable notifications'
  const hint = needsInstall
    ? NEEDS_INSTALL_HINT
    : permission === 'denied' && !subscribed
      ? 'Notifications are blocked in your browser settings'
      : label
  const Icon = subscribed ? BellRing : Bell
  const press = () => {
    if (needsInstall) {
      needsInstallDialog.preload()
      setExplaining(true)
      return
    }
    // Not `disabled` while busy: that would drop keyboard focus; a second click is ignored instead.
    if (busy) return
    if (subscribed || permission === 'denied') return void toggle()
    // Turning on asks first what notifications should be about.
    wantsDialog.preload()
    setAsking(true)
  }
  return (
    <>
      <Button
        variant="ghost"
        size={withLabel ? 'md' : 'icon'}
        aria-label={label}
        aria-pressed={subscribed}
        aria-busy={busy}
        aria-haspopup={needsInstall || !subscribed ? 'dialog' : undefined}
        title={hint}
        onClick={press}
        className={`${withLabel ? 'w-full' : ''} ${subscribed ? 'bg-surface-2 text-accent!' : ''}`}
      >
        <Icon size={18} aria-hidden />
        {withLabel && <span>{label}</span>}
      </Button>
      {explanation && <explanation.PushNeedsInstallDialog open={explaining} onOpenChange={setExplaining} />}
      {question && (
        <question.PushWantsDialog open={asking} onOpenChange={setAsking} onChoose={(wants) => void toggle(wants)} />
      )}
    </>
  )
}
