// The notifications toggle (stories.md §2, §4): hidden where the browser lacks notification,
// service-worker or push support; pressed while this browser is subscribed to story pushes.
import { Bell, BellRing } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { usePushToggle } from '../../pwa/use-push-toggle.ts'

export function NotificationsButton({ withLabel = false }: { withLabel?: boolean }) {
  const { supported, permission, subscribed, busy, toggle } = usePushToggle()
  if (!supported) return null
  const label = subscribed ? 'Disable notifications' : 'Enable notifications'
  const hint = permission === 'denied' && !subscribed ? 'Notifications are blocked in your browser settings' : label
  const Icon = subscribed ? BellRing : Bell
  return (
    <Button
      variant="ghost"
      size={withLabel ? 'md' : 'icon'}
      aria-label={label}
      aria-pressed={subscribed}
      aria-busy={busy}
      title={hint}
      // Not `disabled` while busy: that would drop keyboard focus; a second click is ignored instead.
      onClick={() => { if (!busy) void toggle() }}
      className={`${withLabel ? 'w-full' : ''} ${subscribed ? 'bg-surface-2 text-accent!' : ''}`}
    >
      <Icon size={18} aria-hidden />
      {withLabel && <span>{label}</span>}
    </Button>
  )
}
