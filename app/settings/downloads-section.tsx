// Audio Settings › Downloads: the storage this device gives the app, and the audio kept for
// offline listening (newest first): stories, and tracks with their album, each with its size and
// a Remove button.
import { Trash2 } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { removeDownload, useDownloads, useStorageUse, type ListedDownload } from '../player/downloads.ts'
import { formatBytes } from '../lib/bytes.ts'
import { SettingsSection } from './settings-section.tsx'
import { StorageMeter } from './storage-meter.tsx'

function DownloadRow({ download }: { download: ListedDownload }) {
  const detail =
    download.trackId === undefined
      ? formatBytes(download.bytes)
      : `${download.albumTitle ?? 'Track'} · ${formatBytes(download.bytes)}`
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{download.title}</p>
        <p className="truncate text-xs tabular-nums text-muted">{detail}</p>
      </div>
      {/* removeDownload answers false when no service worker runs; the row then stays. */}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remove “${download.title}” from this device`}
        onClick={() => void removeDownload(download.url)}
      >
        <Trash2 size={16} aria-hidden />
        Remove
      </Button>
    </li>
  )
}

export function DownloadsSection() {
  const downloads = useDownloads()
  const storage = useStorageUse(downloads?.length)
  const downloadedBytes = downloads?.reduce((sum, download) => sum + download.bytes, 0) ?? 0

  return (
    <SettingsSection title="Downloads">
      <StorageMeter use={storage} />
      {downloads?.length === 0 && (
        <p className="text-sm text-muted">
          Nothing downloaded yet. Use “Download for offline” on a story, or “Download album” on an album, to listen
          without a connection.
        </p>
      )}
      {downloads && downloads.length > 0 && (
        <>
          <p className="text-sm tabular-nums text-muted">Downloads use {formatBytes(downloadedBytes)} of it.</p>
          <ul
            aria-label="Downloaded audio"
            className="flex flex-col divide-y divide-border rounded-xl border border-border"
          >
            {downloads.map((download) => (
              <DownloadRow key={download.url} download={download} />
            ))}
          </ul>
        </>
      )}
    </SettingsSection>
  )
}
