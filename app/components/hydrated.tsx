// Marks the page hydrated (or rendered) once the route's content is: the device's own state may
// show from then on (app/data/hydration.ts), and taps made before are answered (early-input.ts).
// React hydrates the route's content in a later pass of low priority; on a busy page that pass may
// wait, so the frame around it marks the page hydrated after HYDRATED_AT_LATEST_MS in any case.
import { useEffect } from 'react'
import { markHydrated } from '../data/hydration.ts'
import { replayEarlyInput } from '../early-input.ts'

const HYDRATED_AT_LATEST_MS = 1_500

function finishHydration(): void {
  markHydrated()
  replayEarlyInput()
}

/** In a Suspense boundary beside the route's content: hydrated in the same pass as that content. */
export function Hydrated() {
  useEffect(finishHydration, [])
  return null
}

/** In the frame: the latest the page counts as hydrated, should the content's pass be late. */
export function HydratedAtLatest() {
  useEffect(() => {
    const timer = setTimeout(finishHydration, HYDRATED_AT_LATEST_MS)
    return () => clearTimeout(timer)
  }, [])
  return null
}
