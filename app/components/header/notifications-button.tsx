// The notifications toggle's place (stories.md §2): hidden where the browser lacks notification,
// service-worker or push support; disabled until the service-worker issue wires push.
import { BellOff } from 'lucide-react'
import { Button } from '../ui/button.tsx'

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
}

export function NotificationsButton({ withLabel = false }: { withLabel?: boolean }) {
  if (!pushSupported()) return null
  return (
    <span title="Notifications (coming soon)">
      <Button
        variant="ghost"
        size={withLabel ? 'md' : 'icon'}
        disabled
        aria-label="Notifications (coming soon)"
        className={withLabel ? 'w-full' : ''}
      >
        <BellOff size={18} aria-hidden />
        {withLabel && <span>Notifications (coming soon)</span>}
      </Button>
    </span>
  )
}
