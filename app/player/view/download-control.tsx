// "Download for offline" for one story: the button, then a progress bar in bytes with Cancel while
// the worker stores it, then "Downloaded" with Remove. Used by the player and the card's menu.
import { Check, CloudDownload, Trash2, X } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import { cancelDownload, downloadStory, downloadUrl, removeDownload, useStoryDownload } from '../downloads.ts'
import { formatBytes } from '../../lib/bytes.ts'
import { errorText } from '../../lib/error-text.ts'
import { notify } from '../../ui/toast/notify.ts'
import { Button } from '../../ui/button.tsx'

export function DownloadControl({ story, disabled }: { story: StorySummary; disabled?: boolean }) {
  const { done, progress } = useStoryDownload(story)

  if (done) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <Check size={16} aria-hidden className="text-accent" />
          Downloaded · {formatBytes(done.bytes)}
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void removeDownload(done.url)}
          aria-label={`Remove the download of "${story.title}"`}
        >
          <Trash2 size={14} aria-hidden />
          Remove
        </Button>
      </div>
    )
  }
  if (progress) {
    const percent = progress.total > 0 ? Math.round((progress.received / progress.total) * 100) : undefined
    return (
      <div className="flex flex-col gap-1.5 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="tabular-nums">
            Downloading {formatBytes(progress.received)}
            {progress.total > 0 ? ` of ${formatBytes(progress.total)}` : ''}
          </span>
          <Button size="sm" variant="ghost" onClick={() => cancelDownload(downloadUrl(story)!)}>
            <X size={14} aria-hidden />
            Cancel
          </Button>
        </div>
        <progress className="h-1.5 w-full" max={100} value={percent} aria-label={`Download of "${story.title}"`} />
      </div>
    )
  }
  const start = async () => {
    if (!(await downloadStory(story))) notify({ ...errorText.offlineUnavailable(), variant: 'destructive' })
  }
  return (
    <Button disabled={disabled} onClick={() => void start()}>
      <CloudDownload size={16} aria-hidden />
      Download for offline
    </Button>
  )
}
