// The Scheduled shelf and cards, for the admin only: a reader's pages never download them
// (app/first-load-budget.test.ts), as with the admin's card controls (story-card/admin-card-actions.tsx).
// They load once the admin is signed in, and show nothing until they are here.
import { lazyPart } from '../../lib/lazy-part.ts'
import { useIsAdmin } from '../../settings/settings.ts'
import { useAdminPart } from '../../ui/use-lazy-part.ts'

const shelf = lazyPart(() => import('./scheduled-shelf.tsx'))

/** Home's Scheduled shelf (nothing for a reader, or while the admin has nothing scheduled). */
export function ScheduledShelfSlot() {
  const part = useAdminPart(shelf, useIsAdmin())
  return part ? <part.ScheduledShelf /> : null
}

/** The library's Scheduled filter. */
export function ScheduledLibrarySlot({ query }: { query: string }) {
  const part = useAdminPart(shelf, useIsAdmin())
  return part ? <part.ScheduledLibrary query={query} /> : null
}
