// A state that is usually over at once (a sync round answered in 100 ms) is shown only once it
// has lasted: true `afterMs` after the source turned true and stayed so, false as soon as it is not.
import { atom, onMount, type ReadableAtom } from 'nanostores'

export function sustained(source: ReadableAtom<boolean>, afterMs: number): ReadableAtom<boolean> {
  const shown = atom(false)
  onMount(shown, () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = source.subscribe((on) => {
      clearTimeout(timer)
      if (!on) shown.set(false)
      else if (!shown.get()) timer = setTimeout(() => shown.set(true), afterMs)
    })
    return () => {
      clearTimeout(timer)
      stop()
    }
  })
  return shown
}
