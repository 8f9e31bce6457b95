// Subscribe (issue 26): the feed addresses, for a podcast app (the narrated stories, of the
// universe or of one series) or a feed reader (every story, Atom). Each can be copied; a podcast
// feed also opens in the device's podcast app by its podcast:// address; a series can be followed
// from its feed's row (issue 59).
import { Copy, Podcast } from 'lucide-react'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { errorText } from '../lib/error-text.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { FollowButton } from '../library/follow/follow-button.tsx'

interface FeedAddress {
  label: string
  url: string
  podcast: boolean
  /** A series' own feed: it can be followed here too (issue 59). */
  series?: { id: string; title: string }
}

/** The address podcast apps register for: the feed's own, with podcast:// for its scheme. */
export const podcastAppUrl = (url: string) => url.replace(/^https?:\/\//, 'podcast://')

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url)
    notify({ title: 'Feed address copied', description: url })
  } catch {
    notify({ ...errorText.copyLink(url), variant: 'destructive' })
  }
}

function FeedRow({ feed }: { feed: FeedAddress }) {
  return (
    <li className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <p className="text-sm font-medium">{feed.label}</p>
      <code className="break-all rounded-lg bg-bg px-3 py-2 text-xs text-muted">{feed.url}</code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy(feed.url)} aria-label={`Copy address: ${feed.label}`}>
          <Copy size={14} aria-hidden />
          Copy address
        </Button>
        {feed.podcast && (
          <a
            href={podcastAppUrl(feed.url)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm text-accent hover:bg-surface-2"
          >
            <Podcast size={14} aria-hidden />
            Open in a podcast app
          </a>
        )}
        {feed.series && <FollowButton target={feed.series.id} name={feed.series.title} />}
      </div>
    </li>
  )
}

export function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // Read here rather than through library/stories.ts, which the first screen's chunk holds.
  const series =
    useLocalQuery(async (db) => (await db.series.toArray()).sort((a, b) => a.title.localeCompare(b.title)), []) ?? []
  const origin = location.origin
  const feeds: FeedAddress[] = [
    { label: 'Narrated stories (podcast)', url: `${origin}/feed/podcast.xml`, podcast: true },
    { label: 'All stories (Atom feed)', url: `${origin}/feed/stories.atom`, podcast: false },
    ...series.map((one) => ({
      label: `${one.title} (podcast)`,
      url: `${origin}/feed/series/${one.id}.xml`,
      podcast: true,
      series: { id: one.id, title: one.title },
    })),
  ]
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Subscribe"
      description="Follow new stories in a podcast app or a feed reader."
    >
      <ul className="flex flex-col gap-3">
        {feeds.map((feed) => (
          <FeedRow key={feed.url} feed={feed} />
        ))}
      </ul>
    </Dialog>
  )
}
