// The sync indicator's popover (sync-indicator.tsx shows its button until this has loaded): what
// the state means and every change on its way, with Retry and Discard.
import { Popover } from 'radix-ui'
import type { SyncStatus } from '../../data/sync-status.ts'
import type { DeferredStart } from '../../ui/use-deferred-trigger.ts'
import { SyncDetails } from './sync-details.tsx'
import { SyncFace, type SyncFaceProps } from './sync-face.tsx'

export function SyncPopover({
  status,
  face,
  start,
}: {
  status: SyncStatus
  face: SyncFaceProps
  start: DeferredStart
}) {
  return (
    <Popover.Root defaultOpen={start.open}>
      <Popover.Trigger
        aria-label={`Sync status: ${face.text}`}
        data-testid="sync-indicator"
        className={face.className}
        autoFocus={start.focus}
      >
        <SyncFace {...face} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Sync status"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-surface p-4 text-sm text-text shadow-2xl"
        >
          <SyncDetails status={status} summary={face.text} />
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
