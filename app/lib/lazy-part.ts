// Code the first screen does not need (dialogs, menus, toasts, the player) loads as a "part": on
// first use, or when the page is idle after the first screen, so a button still opens at once on
// the first press. A part is a tiny store, so a component can render synchronously once it is there.

export interface LazyPart<T> {
  /** Starts loading (once); resolves with the module. */
  load(): Promise<T>
  /** Starts loading, ignoring a failure: the next use tries again. */
  preload(): void
  /** The module, once loaded. */
  loaded(): T | undefined
  subscribe(listener: () => void): () => void
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let module: T | undefined
  let pending: Promise<T> | undefined
  const listeners = new Set<() => void>()
  const load = () => {
    pending ??= importer().then(
      (loaded) => {
        module = loaded
        listeners.forEach((listener) => listener())
        return loaded
      },
      (error: unknown) => {
        // A failed fetch (offline before the worker cached it) may be tried again on the next use.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return {
    load,
    preload: () => void load().catch(() => undefined),
    loaded: () => module,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The longest a part waits for an idle moment: on a busy phone there may be none for a while. */
export const IDLE_TIMEOUT_MS = 3000

/**
 * Runs `task` once the page has loaded and the browser is idle (never on the server). Safari has
 * no requestIdleCallback: a short timer stands in.
 */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(task, 200)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/** Loads `part` at idle after the first screen. */
export function preloadWhenIdle(part: LazyPart<unknown>): void {
  whenIdle(part.preload)
}
