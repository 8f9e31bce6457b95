// While React hydrates the server's HTML, the page must draw exactly what the server drew: state
// only this device knows (its preferences, the admin flag) shows its default until hydration is
// done, then its real value. Pages that are not hydrated (the installed app's offline shell) start
// hydrated.
import { useCallback, useSyncExternalStore } from 'react'
import { atom, type ReadableAtom } from 'nanostores'
import { useStore } from '@nanostores/react'
import { whenIdle } from '../../lib/lazy-part.ts'

export const $hydrated = atom(typeof document !== 'undefined')

/** Before hydrateRoot: the device's own state waits for markHydrated. */
export const startHydrating = () => $hydrated.set(false)
export const markHydrated = () => $hydrated.set(true)

/** Runs `task` once the page is hydrated: at once where it already is. */
export function whenHydrated(task: () => void): void {
  if ($hydrated.get()) return task()
  const stop = $hydrated.listen((hydrated) => {
    if (!hydrated) return
    stop()
    task()
  })
}

/**
 * Settles once the first screen is done: hydrated, the page loaded, then an idle moment (or the
 * idle wait's cap). What is not for the first screen (a first visit's service worker, the texts'
 * prefetch) waits for it, so that it never shares the phone's few cores with hydration.
 */
export const whenFirstScreenDone = (): Promise<void> => new Promise((resolve) => whenHydrated(() => whenIdle(resolve)))

/**
 * A store's value, or what the server drew (`drawnByServer`) while the page hydrates. A component
 * renders again only when what it shows changes: the end of hydration alone re-renders none of
 * those whose stored value is what the server drew (a visitor's every card asks if they are the
 * admin).
 */
export function useStoreAfterHydration<T>(store: ReadableAtom<T>, drawnByServer: T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      const stopStore = store.listen(changed)
      const stopHydrated = $hydrated.listen(changed)
      return () => {
        stopStore()
        stopHydrated()
      }
    },
    [store],
  )
  const shown = () => ($hydrated.get() ? store.get() : drawnByServer)
  return useSyncExternalStore(subscribe, shown, () => drawnByServer)
}

/** False while the page hydrates (and on the server): what only a browser can tell waits for it. */
export const useHydrated = () => useStore($hydrated)
