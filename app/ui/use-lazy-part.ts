// A component's view of a lazy part (app/lib/lazy-part.ts): undefined until it has loaded, then
// the module. While the page hydrates it is undefined, as the server drew it, so the markup
// matches. A part that arrives later (most come at idle) is rendered as a transition: every card's
// menu arriving at once is drawn in slices between taps and frames, not in one long task. One the
// person is waiting for (`isAwaited`: its menu or dialog was asked open) is rendered at once: a
// transition gives way to every other update, and a first visit has many (issue 55).
import { startTransition, useEffect, useRef, useState } from 'react'
import type { LazyPart } from '../lib/lazy-part.ts'
import { $hydrated } from '../data/queries/hydration.ts'

export function useLazyPart<T>(part: LazyPart<T>, isAwaited = false): T | undefined {
  const [module, setModule] = useState(() => ($hydrated.get() ? part.loaded() : undefined))
  const awaited = useRef(isAwaited)
  awaited.current = isAwaited
  useEffect(() => {
    const show = () => setModule(() => part.loaded())
    const arrived = () => (awaited.current ? show() : startTransition(show))
    arrived()
    return part.subscribe(arrived)
  }, [part])
  return module
}

/** A part only the admin uses (a dialog, a form): it loads once the admin is signed in, and is
 * undefined for everyone else, whose pages never download it. */
export function useAdminPart<T>(part: LazyPart<T>, isAdmin: boolean): T | undefined {
  const module = useLazyPart(part)
  useEffect(() => {
    if (isAdmin) part.preload()
  }, [isAdmin, part])
  return isAdmin ? module : undefined
}
