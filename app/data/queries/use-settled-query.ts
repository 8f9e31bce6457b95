// A live Dexie query that a sync does not re-run page after page. While the data worker pulls, a
// list that already shows something keeps it, and reads again once when the pull ends: a first
// sync of 10,000 stories writes 20 pages, and every list on screen would otherwise read and render
// 20 times on the page's thread. What the person changes meanwhile (a filter, a sort) still reads
// at once. Before its first answer, a list reads as it would anyway (something to show early); an
// answer of undefined says "nothing to show yet" and is not held either.
import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react'
import { computed } from 'nanostores'
import { useStore } from '@nanostores/react'
import { $syncActivity } from '../../sync/status.ts'
import { loadLocal, watchLocal } from './local-db.ts'
import type { LocalRead } from './use-local-query.ts'

const $pulling = computed($syncActivity, (activity) => activity.pulling)

export function useSettledQuery<T>(read: LocalRead<T>, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>()
  const pulling = useStore($pulling)
  /** Whether something to show has come: from then on a pull holds it, before the render shows it. */
  const answered = useRef(false)
  const reader = useRef(read)
  reader.current = read

  // Live, except while held: the end of the pull subscribes again, which reads once. The deps are
  // the caller's, as with useLiveQuery.
  useEffect(() => {
    if (pulling && answered.current) return
    return watchLocal((db) => reader.current(db), (next) => {
      // Held from the first answer, not from the render that shows it: until that render the
      // worker's next pages would each come through (a slow phone drew 40, 80, then all).
      if (answered.current && $pulling.get()) return
      answered.current = next !== undefined
      // A new answer re-renders as a transition: a list of cards is drawn in slices, taps first.
      startTransition(() => setValue(() => next))
    }, (error) => console.error(error))
  }, [...deps, pulling])

  // Held, and the person asked for something else: read that one now.
  const held = useRef(false)
  held.current = pulling && answered.current
  useEffect(() => {
    if (!held.current) return
    let current = true
    void loadLocal().then(({ db }) => reader.current(db)).then((next) => { if (current) setValue(() => next) })
    return () => { current = false }
  }, deps)

  return value
}
