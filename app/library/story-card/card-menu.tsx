// The card's "More" menu button, for stories with audio. The menu (card-menu-radix.tsx: download
// for offline, cancel, remove) is not part of the first load; its button stands in until then.
import { EllipsisVertical } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import { lazyPart, preloadWhenIdle } from '../../lib/lazy-part.ts'
import { useDeferredTrigger } from '../../ui/use-deferred-trigger.ts'

const menu = lazyPart(() => import('./card-menu-radix.tsx'))
preloadWhenIdle(menu)

export function CardMenu({ story, className }: { story: StorySummary; className: string }) {
  const { module, standIn, start } = useDeferredTrigger(menu, 'menu')
  if (module) return <module.CardMenuRadix story={story} className={className} start={start} />
  return (
    <button type="button" className={className} aria-label={`More for "${story.title}"`} title="More" {...standIn}>
      <EllipsisVertical size={16} aria-hidden />
    </button>
  )
}
