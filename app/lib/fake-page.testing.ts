// A page's load and idle moments, driven by a test in Node: `window` (its load event),
// `document.readyState` and `requestIdleCallback` (left out, as in Safari, with `idle: false`).
// Undo with vi.unstubAllGlobals().
import { vi } from 'vitest'

export interface FakePage {
  /** The idle callbacks asked for and not yet run, with the timeout each was given. */
  idleTasks: Array<{ task: () => void; timeout?: number }>
  /** The document finishes loading: readyState complete, then the load event. */
  load(): void
  /** The browser is idle: every waiting idle callback runs. */
  runIdle(): void
}

export function fakePage({ loaded, idle = true }: { loaded: boolean; idle?: boolean }): FakePage {
  const page = new EventTarget()
  const document = { readyState: loaded ? 'complete' : 'loading' }
  const idleTasks: FakePage['idleTasks'] = []
  vi.stubGlobal('window', page)
  vi.stubGlobal('document', document)
  vi.stubGlobal(
    'requestIdleCallback',
    idle
      ? (task: () => void, options?: { timeout?: number }) => {
          idleTasks.push({ task, timeout: options?.timeout })
        }
      : undefined,
  )
  return {
    idleTasks,
    load: () => {
      document.readyState = 'complete'
      page.dispatchEvent(new Event('load'))
    },
    runIdle: () => {
      for (const { task } of idleTasks.splice(0)) task()
    },
  }
}
