// Audio Settings › Downloads: the storage this device gives the app, and the stories kept for
// offline listening (newest first), each with its size and a Remove button.
import { Trash2 } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { removeDownload, useDownloads, useStorageUse } from '../../data/downloads.ts'
import { formatBytes } from '../../lib/bytes.ts'
import { SettingsSection } from './settings-section.tsx'
import { StorageMeter } from './storage-meter.tsx'

export function DownloadsSection() {
  const downloads = useDownloads()
  const storage = useStorageUse(downloads?.length)

  return (
    <SettingsSection title="Downloads">
      <StorageMeter use={storage} />
      {downloads?.length === 0 && (
        <p className="text-sm text-muted">
          No stories downloaded yet. Use “Download for offline” on a story to listen without a connection.
        </p>
      )}
      {downloads && downloads.length > 0 && (
        <ul aria-label="Downloaded stories" className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {downloads.map((download) => (
            <li key={download.url} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{download.title}</p>
                <p className="text-xs tabular-nums text-muted">{formatBytes(download.bytes)}</p>
              </div>
              {/* removeDownload answers false when no service worker runs; the row then stays. */}
              <Button size="sm" variant="ghost" aria-label={`Remove “${download.title}” from this device`} onClick={() => void removeDownload(download.url)}>
                <Trash2 size={16} aria-hidden />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  )
}
