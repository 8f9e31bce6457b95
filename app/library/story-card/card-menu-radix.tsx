// The card's "More" menu itself (card-menu.tsx shows its button until this has loaded): keep the
// story for offline listening (with its progress while the worker stores it), cancel that, or
// remove the download.
import { DropdownMenu } from 'radix-ui'
import { CloudDownload, EllipsisVertical, Trash2, X } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import { cancelDownload, downloadStory, downloadUrl, removeDownload, useStoryDownload } from '../../player/downloads.ts'
import { errorText } from '../../lib/error-text.ts'
import { notify } from '../../ui/toast/notify.ts'
import type { DeferredStart } from '../../ui/use-deferred-trigger.ts'

const ITEM =
  'flex h-10 cursor-default select-none items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-fg'

export function CardMenuRadix({
  story,
  className,
  start,
}: {
  story: StorySummary
  className: string
  start: DeferredStart
}) {
  const { done, progress } = useStoryDownload(story)
  const begin = async () => {
    if (!(await downloadStory(story))) notify({ ...errorText.offlineUnavailable(), variant: 'destructive' })
  }
  const percent = progress && progress.total > 0 ? ` (${Math.round((progress.received / progress.total) * 100)}%)` : ''
  return (
    <DropdownMenu.Root defaultOpen={start.open}>
      <DropdownMenu.Trigger
        className={className}
        aria-label={`More for "${story.title}"`}
        title="More"
        autoFocus={start.focus}
      >
        <EllipsisVertical size={16} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-lg border border-border bg-surface-2 p-1 text-text shadow-2xl"
        >
          {done && (
            <DropdownMenu.Item className={ITEM} onSelect={() => void removeDownload(done.url)}>
              <Trash2 size={16} aria-hidden />
              Remove download
            </DropdownMenu.Item>
          )}
          {!done && progress && (
            <DropdownMenu.Item className={ITEM} onSelect={() => cancelDownload(downloadUrl(story)!)}>
              <X size={16} aria-hidden />
              Cancel download{percent}
            </DropdownMenu.Item>
          )}
          {!done && !progress && (
            <DropdownMenu.Item className={ITEM} onSelect={() => void begin()}>
              <CloudDownload size={16} aria-hidden />
              Download for offline
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
