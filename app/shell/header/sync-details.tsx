// The sync popover's body: what the state means, when the last sync was, and every change still
// on its way with its state (waiting, sending, retrying, refused): Retry sends a refused one
// again now, Discard drops it and takes back what it showed on this device.
import { discardChange, retryChange, syncNow, type SyncStatus } from '../../data/sync-status.ts'
import { deliveryStateOf } from '../../data/writes/delivery-state.ts'
import { pendingMark } from '../../data/writes/write-text.ts'
import { Button } from '../../ui/button.tsx'

function explain(status: SyncStatus): string {
  if (status.refused.length > 0)
    return 'The server refused some changes. Try them again, or discard them to remove them from this device.'
  if (!status.online)
    return 'You are offline. Everything on this device stays readable; your changes are sent when you are back online.'
  if (status.syncing) return 'Getting the latest stories and sending your changes.'
  if (status.waiting > 0) return 'Your changes are saved on this device and will be sent shortly.'
  if (status.problem) return status.problem
  return 'Everything on this device is up to date.'
}

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

export function SyncDetails({ status, summary }: { status: SyncStatus; summary: string }) {
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="font-semibold">{summary}</p>
        <p className="mt-1 text-muted">{explain(status)}</p>
        {status.lastSyncedAt && <p className="mt-1 text-xs text-muted">Last synced at {time(status.lastSyncedAt)}</p>}
      </div>
      {status.changes.length > 0 && (
        <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto" aria-label="Changes on their way">
          {status.changes.map((entry) => {
            const state = deliveryStateOf(entry)
            const refused = state.phase === 'refused'
            const { detail, long } = pendingMark(state, entry.label)
            return (
              <li key={entry.seq} className="rounded-lg border border-border bg-surface-2 p-3">
                <p className="font-medium">{entry.label}</p>
                <p
                  className={`mt-0.5 break-words text-xs first-letter:uppercase ${refused ? 'text-danger' : 'text-muted'}`}
                  title={long}
                >
                  {detail}
                </p>
                <div className="mt-2 flex gap-2">
                  {refused && (
                    <Button variant="primary" onClick={() => void retryChange(entry.seq!)}>
                      Retry
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => void discardChange(entry.seq!)}>
                    Discard
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {status.online && !status.syncing && (
        <Button className="self-start" onClick={() => void syncNow()}>
          Sync now
        </Button>
      )}
    </div>
  )
}
