// The admin's Edit and Delete on a card, hidden from visitors. A visitor's card reads nothing
// more and downloads nothing more: the controls (admin-card-controls.tsx, with the outbox's state
// of the story) load only while the admin is signed in.
import type { StorySummary } from '../../../contract/story.ts'
import { useIsAdmin } from '../../settings/settings.ts'
import { lazyPart } from '../../lib/lazy-part.ts'
import { useAdminPart } from '../../ui/use-lazy-part.ts'

const controls = lazyPart(() => import('./admin-card-controls.tsx'))

export function AdminCardActions({ story }: { story: StorySummary }) {
  const part = useAdminPart(controls, useIsAdmin())
  return part ? <part.AdminCardControls story={story} /> : null
}
