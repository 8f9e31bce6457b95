// The header's chapter menu button. The menu (chapter-menu-radix.tsx) is not part of the reader's
// first load: its button stands in, looking the same, until the menu's code is there.
import { ListOrdered } from 'lucide-react'
import { lazyPart, preloadWhenIdle } from '../lib/lazy-part.ts'
import { useDeferredTrigger } from '../ui/use-deferred-trigger.ts'
import { iconButton } from './reader-theme.ts'

import type { ChapterMenuProps } from './chapter-menu-radix.tsx'

export type { ChapterMenuProps }

const menu = lazyPart(() => import('./chapter-menu-radix.tsx'))
preloadWhenIdle(menu)

export function ChapterMenu(props: ChapterMenuProps) {
  const { module, standIn, start } = useDeferredTrigger(menu, 'menu')
  if (module) return <module.ChapterMenuRadix {...props} start={start} />
  return (
    <button
      type="button"
      className={iconButton()}
      aria-label="Chapters"
      disabled={props.chapters.length === 0}
      {...standIn}
    >
      <ListOrdered size={20} aria-hidden />
    </button>
  )
}
