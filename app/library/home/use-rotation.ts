// The hero's rotation: which featured story shows, moving on every 8 s while there are several
// and nobody is hovering over or focused in it. Moving by hand restarts the 8 s.
import { useEffect, useState } from 'react'

export const FEATURED_ROTATION_MS = 8000

export function useRotation(count: number) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const current = count === 0 ? 0 : index % count

  useEffect(() => {
    if (count < 2 || paused) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), FEATURED_ROTATION_MS)
    return () => clearTimeout(timer)
  }, [count, paused, current])

  return {
    index: current,
    show: (i: number) => setIndex(((i % count) + count) % count),
    next: () => setIndex((current + 1) % count),
    previous: () => setIndex((current - 1 + count) % count),
    pause: () => setPaused(true),
    resume: () => setPaused(false),
  }
}
