// "Download album" (issue: albums offline): every track kept on this device, with progress,
// cancel while it runs, and remove once it is there.
import { Check, Download, Loader2, X } from 'lucide-react'
import type { Album, Track } from './music.ts'
import { cancelAlbumDownload, downloadAlbum, removeAlbumDownload, useAlbumDownload } from '../player/downloads.ts'
import { errorText } from '../lib/error-text.ts'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'

export function AlbumDownloadButton({ album, tracks }: { album: Album; tracks: Track[] }) {
  const download = useAlbumDownload(tracks)
  if (tracks.length === 0) return null
  const start = async () => {
    if (!(await downloadAlbum(album, tracks))) notify({ ...errorText.offlineUnavailable(), variant: 'destructive' })
  }

  if (download.state === 'downloading') {
    const percent =
      download.totalBytes > 0 ? Math.round((download.receivedBytes / download.totalBytes) * 100) : undefined
    return (
      <span className="inline-flex items-center gap-1">
        <span
          role="status"
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm tabular-nums"
        >
          <Loader2 size={16} className="animate-spin" aria-hidden />
          Downloading {download.doneCount}/{download.total}
          {percent !== undefined ? ` · ${percent}%` : ''}
        </span>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Cancel the album download"
          onClick={() => cancelAlbumDownload(tracks)}
        >
          <X size={16} aria-hidden />
        </Button>
      </span>
    )
  }
  if (download.state === 'done') {
    return (
      <Button
        aria-label="Remove the album download"
        title="Downloaded: tap to remove from this device"
        onClick={() => void removeAlbumDownload(tracks)}
      >
        <Check size={16} aria-hidden className="text-accent" />
        Downloaded
      </Button>
    )
  }
  return (
    <Button onClick={() => void start()}>
      <Download size={16} aria-hidden />
      {download.state === 'partial' ? `Download album (${download.doneCount}/${download.total})` : 'Download album'}
    </Button>
  )
}
