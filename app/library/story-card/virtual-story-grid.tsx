// The library's grid for any number of stories: only the rows near the screen are in the page
// (@tanstack/react-virtual against the window's scroll), and only their stories are read from
// Dexie. Same columns as StoryGrid: 2 / 4 / 6 on small / medium / large screens.
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useStoriesById } from '../stories.ts'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { GRID_CLASS } from './story-grid.tsx'
import { StoryCards } from './story-cards.tsx'

/** A row's height before it is measured: a card's cover (2:3) plus its text, at phone width. */
const ESTIMATED_ROW_PX = 460
const OVERSCAN_ROWS = 2
const COLUMN_QUERIES = [
  ['(min-width: 1024px)', 6],
  ['(min-width: 768px)', 4],
] as const

function columnCount(): number {
  return COLUMN_QUERIES.find(([query]) => matchMedia(query).matches)?.[1] ?? 2
}

function useColumns(): number {
  return useSyncExternalStore((changed) => {
    const lists = COLUMN_QUERIES.map(([query]) => matchMedia(query))
    lists.forEach((list) => list.addEventListener('change', changed))
    return () => lists.forEach((list) => list.removeEventListener('change', changed))
  }, columnCount)
}

export function VirtualStoryGrid({ ids }: { ids: readonly string[] }) {
  const columns = useColumns()
  const listRef = useRef<HTMLDivElement>(null)
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => setOffset(listRef.current?.offsetTop ?? 0), [])
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(ids.length / columns),
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
  })
  const rows = virtualizer.getVirtualItems()
  const rowIds = (index: number) => ids.slice(index * columns, (index + 1) * columns)
  const stories = useStoriesById(rows.flatMap((row) => rowIds(row.index)))

  return (
    <div ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const shown = rowIds(row.index).flatMap((id) => stories?.get(id) ?? [])
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0 pb-3 sm:pb-4"
            style={{ transform: `translateY(${row.start - offset}px)` }}
          >
            {stories ? (
              <div className={GRID_CLASS}>
                <StoryCards stories={shown} layout="grid" />
              </div>
            ) : (
              <SkeletonCards count={columns} className={GRID_CLASS} />
            )}
          </div>
        )
      })}
    </div>
  )
}
