// While a story is being sent: its audio's upload in bytes and percent, then the story itself.
import { formatBytes } from '../lib/bytes.ts'

export function PublishProgress({ hasAudio, sent, total }: { hasAudio: boolean; sent?: number; total?: number }) {
  const percent = sent !== undefined && total ? Math.round((sent / total) * 100) : undefined
  const uploading = hasAudio && (percent === undefined || percent < 100)
  return (
    <div role="status" className="flex flex-col gap-1.5 rounded-lg border border-border bg-surface-2 p-3 text-sm">
      <span className="tabular-nums">
        {uploading
          ? `Uploading audio${percent !== undefined ? `: ${percent}% (${formatBytes(sent ?? 0)} of ${formatBytes(total ?? 0)})` : '…'}`
          : 'Publishing...'}
      </span>
      {uploading && <progress className="h-1.5 w-full" max={100} value={percent} aria-label="Audio upload" />}
    </div>
  )
}
