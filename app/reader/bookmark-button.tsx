// Bookmark toggle: saves the current place if there is no bookmark, removes it if there is one;
// the button flashes yellow on save and red on removal for 1 second.
import { useEffect, useRef, useState } from 'react'
import { Bookmark } from 'lucide-react'
import { toggleBookmark, useBookmark } from './reading.ts'
import { iconButton } from './reader-theme.ts'
import type { Position } from './use-reading-position.ts'

export const BOOKMARK_FLASH_MS = 1000
const FLASH = {
  saved: 'bg-yellow-400 text-black hover:bg-yellow-400',
  removed: 'bg-red-500 text-white hover:bg-red-500',
}

interface Props {
  storyId: string
  currentPlace: () => Promise<Position>
}

export function BookmarkButton({ storyId, currentPlace }: Props) {
  const bookmark = useBookmark(storyId)
  const [flash, setFlash] = useState<keyof typeof FLASH | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const toggle = async () => {
    const { position, chapterIndex } = await currentPlace()
    const saved = await toggleBookmark(storyId, position, chapterIndex)
    setFlash(saved ? 'saved' : 'removed')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setFlash(null), BOOKMARK_FLASH_MS)
  }

  const isBookmarked = Boolean(bookmark)
  return (
    <>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={bookmark === undefined}
        aria-pressed={isBookmarked}
        aria-label={isBookmarked ? 'Remove bookmark' : 'Bookmark this position'}
        title={isBookmarked ? 'Remove bookmark' : 'Bookmark'}
        data-flash={flash ?? undefined}
        className={iconButton(flash ? FLASH[flash] : '')}
      >
        <Bookmark size={20} aria-hidden fill={isBookmarked ? 'currentColor' : 'none'} />
      </button>
      <span role="status" className="sr-only">
        {flash === 'saved' ? 'Bookmark saved' : flash === 'removed' ? 'Bookmark removed' : ''}
      </span>
    </>
  )
}
