// Whether the screen has been painted since `on` became true. What a tap's answer does not need in
// its own frame (moving focus, which makes the browser compute styles and lay out at once; parts
// below the first view; measuring) waits for it, so the answer is painted first (issue 55).
import { useEffect, useState } from 'react'
import { afterNextPaint } from '../lib/next-task.ts'

export function usePaintedWhile(on: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!on) return setPainted(false)
    return afterNextPaint(() => setPainted(true))
  }, [on])
  return on && painted
}
