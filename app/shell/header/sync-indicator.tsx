// The quiet sync state in the header: offline, syncing, "N changes waiting", a sync
// problem, or refused changes; the popover (sync-popover.tsx, loaded after the first screen)
// explains it and lists every change on its way with its state, with Retry and Discard.
import { useSyncStatus } from '../../data/sync-status.ts'
import { describeSync, SyncFace, TONE_CLASS, type SyncFaceProps } from './sync-face.tsx'
import { lazyPart, preloadWhenIdle } from '../../lib/lazy-part.ts'
import { useDeferredTrigger } from '../../ui/use-deferred-trigger.ts'

const popover = lazyPart(() => import('./sync-popover.tsx'))
preloadWhenIdle(popover)

export function SyncIndicator() {
  const status = useSyncStatus()
  const { text, tone } = describeSync(status)
  const face: SyncFaceProps = {
    text,
    tone,
    online: status.online,
    count: status.refused.length || status.waiting,
    className: `relative inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-xs font-medium transition hover:bg-surface-2 ${TONE_CLASS[tone]}`,
  }
  const { module, standIn, start } = useDeferredTrigger(popover, 'dialog')
  if (module) return <module.SyncPopover status={status} face={face} start={start} />
  return (
    <button
      type="button"
      aria-label={`Sync status: ${text}`}
      data-testid="sync-indicator"
      className={face.className}
      {...standIn}
    >
      <SyncFace {...face} />
    </button>
  )
}
