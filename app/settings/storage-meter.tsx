// How much of this device's storage the app uses (navigator.storage.estimate), as a bar and a
// sentence; when the browser cannot tell, the sentence says so and no bar is drawn.
import type { StorageUse } from '../player/downloads.ts'
import { formatBytes } from '../lib/bytes.ts'

/** From this share of the quota the bar turns to the warning colour. */
const NEARLY_FULL = 0.9

export function StorageMeter({ use }: { use: StorageUse | undefined }) {
  if (!use || use.quota <= 0) {
    return <p className="text-sm text-muted">This browser cannot tell how much storage the app uses on this device.</p>
  }
  const share = Math.min(1, use.usage / use.quota)
  const text = `${formatBytes(use.usage)} used of ${formatBytes(use.quota)} on this device`
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Storage used on this device"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border"
      >
        {/* At least a sliver, so a little use still shows. */}
        <div
          className={`h-full rounded-full ${share >= NEARLY_FULL ? 'bg-danger' : 'bg-accent'}`}
          style={{ width: `${Math.max(share * 100, use.usage > 0 ? 1 : 0)}%` }}
        />
      </div>
      <p className="text-sm tabular-nums text-muted">{text}</p>
    </div>
  )
}
