// Marks the page hydrated (or rendered) once the route's content is: the device's own state may
// show from then on (app/data/queries/hydration.ts), and taps made before are answered (early-input.ts).
import { useEffect } from 'react'
import { markHydrated } from '../data/queries/hydration.ts'
import { replayEarlyInput } from '../early-input.ts'

/** In a Suspense boundary beside the route's content: hydrated in the same pass as that content. */
export function Hydrated() {
  useEffect(() => {
    markHydrated()
    replayEarlyInput()
  }, [])
  return null
}
