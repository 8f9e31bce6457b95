// The "Update Available" card: Update Now → "Updating..." → "Updated
// Successfully! Refreshing app..." and a reload; Dismiss hides it for the session. The live
// region is always mounted so screen readers hear the card when it appears.
import { useStore } from '@nanostores/react'
import { CheckCircle2, RefreshCw } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { FloatingCard } from './floating-card.tsx'
import { $updateState } from './update-state.ts'

/** The update flow's code, already loaded by the time the card shows (app/start.tsx starts it). */
const pwa = () => import('./register.ts')

export function UpdateCard() {
  const state = useStore($updateState)
  const updating = state === 'updating'
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {state === 'updated' && (
        <FloatingCard icon={<CheckCircle2 size={20} aria-hidden />} title="Updated Successfully! Refreshing app..." />
      )}
      {(state === 'available' || updating) && (
        <FloatingCard
          icon={<RefreshCw size={20} aria-hidden className={updating ? 'animate-spin-steps' : ''} />}
          title="Update Available"
          actions={
            <>
              <Button
                variant="primary"
                size="sm"
                disabled={updating}
                onClick={() => void pwa().then(({ applyUpdate }) => applyUpdate())}
              >
                {updating ? 'Updating...' : 'Update Now'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={updating}
                onClick={() => void pwa().then(({ dismissUpdate }) => dismissUpdate())}
              >
                Dismiss
              </Button>
            </>
          }
        >
          A new version of Infinaeon Hub is ready.
        </FloatingCard>
      )}
    </div>
  )
}
