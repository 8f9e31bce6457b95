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
    pending ??= importer().then((loaded) => {
      module = loaded
      listeners.forEach((listener) => listener())
      return loaded
    }, (error: unknown) => {
      // A failed fetch (offline before the worker cached it) may be tried again on the next use.
      pending = undefined
      throw error
    })
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

/** The longest a task waits for an idle moment: on a busy phone there may be none for a while. */
const IDLE_TIMEOUT_MS = 3000

/** Idle-time work not started yet, in order. */
const idleTasks: Array<() => unknown> = []
let idleRunning = false

/**
 * Runs `task` once the page has loaded and the browser is idle (never on the server). Tasks run one
 * per idle period, each once the last one's promise has settled: a part's code is evaluated in a
 * task of its own, not several parts in one long task (on a phone at CPU 4×, several in one were
 * a 100–250 ms task right after the first screen). `first` puts the task ahead of those waiting.
 * Safari has no requestIdleCallback: a short timer stands in.
 */
export function whenIdle(task: () => unknown, { first = false } = {}): void {
  if (typeof window === 'undefined') return
  if (first) idleTasks.unshift(task)
  else idleTasks.push(task)
  if (idleRunning) return
  idleRunning = true
  if (document.readyState === 'complete') runNextWhenIdle()
  else window.addEventListener('load', runNextWhenIdle, { once: true })
}

function runNextWhenIdle(): void {
  const task = idleTasks.shift()
  if (!task) {
    idleRunning = false
    return
  }
  const run = () => void Promise.resolve().then(task).catch(() => undefined).finally(runNextWhenIdle)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, 200)
}

/** Loads `part` at idle after the first screen (a failure waits for the part's first use). */
export function preloadWhenIdle(part: LazyPart<unknown>): void {
  whenIdle(part.load)
}
