// The sync popover's body: what the state means, when the last sync was, and the failed items
// with Retry (send it again now) and Discard (drop it and what it wrote locally).
import { retryOutboxEntry, discardOutboxEntry, syncNow, type SyncStatus } from '../../data/sync-status.ts'
import { errorText } from '../../lib/error-text.ts'
import { Button } from '../ui/button.tsx'

function explain(status: SyncStatus): string {
  if (status.failed.length > 0) return 'The server refused these changes. Try them again, or discard them to remove them from this device.'
  if (!status.online) return 'You are offline. Everything on this device stays readable; your changes are sent when you are back online.'
  if (status.syncing) return 'Getting the latest stories and sending your changes.'
  if (status.waiting > 0) return 'Your changes are saved on this device and will be sent shortly.'
  if (status.problem) return status.problem
  return 'Everything on this device is up to date.'
}

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

export function SyncDetails({ status, summary }: { status: SyncStatus; summary: string }) {
  const retry = async (seq: number) => {
    await retryOutboxEntry(seq)
    void syncNow()
  }
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="font-semibold">{summary}</p>
        <p className="mt-1 text-muted">{explain(status)}</p>
        {status.lastSyncedAt && <p className="mt-1 text-xs text-muted">Last synced at {time(status.lastSyncedAt)}</p>}
      </div>
      {status.failed.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Changes that could not be sent">
          {status.failed.map((entry) => (
            <li key={entry.seq} className="rounded-lg border border-border bg-surface-2 p-3">
              <p className="font-medium">{entry.label}</p>
              <p className="mt-0.5 break-words text-xs text-danger">{errorText.refused(entry.lastError)}</p>
              <div className="mt-2 flex gap-2">
                <Button variant="primary" onClick={() => void retry(entry.seq!)}>Retry</Button>
                <Button variant="ghost" onClick={() => void discardOutboxEntry(entry.seq!)}>Discard</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {status.queuedStories.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Stories waiting to be sent">
          {status.queuedStories.map((entry) => (
            <li key={entry.seq} className="flex items-center justify-between gap-2 rounded-lg border border-border bg-surface-2 p-3">
              <span className="min-w-0"><span className="block font-medium">{entry.label}</span><span className="text-xs text-muted">Waiting to publish</span></span>
              <Button variant="ghost" onClick={() => void discardOutboxEntry(entry.seq!)}>Cancel</Button>
            </li>
          ))}
        </ul>
      )}
      {status.online && !status.syncing && (
        <Button className="self-start" onClick={() => void syncNow()}>Sync now</Button>
      )}
    </div>
  )
}
