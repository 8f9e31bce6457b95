// A request that shows no sign of life for a while is given up: a network that takes a request and
// never answers, or stops in the middle of its answer (a captive portal, a dead mobile cell), would
// otherwise hold the sync's one round (its pull, the outbox behind it, and the dialog that waits on
// it) for as long as the tab is open.

/** No answer, no step of the upload and no chunk of the answer for this long: the call is given up. */
export const STALL_MS = 30_000

export interface StallGuard {
  /** Aborts after `ms` without a sign of life, or when the caller's own signal aborts. */
  signal: AbortSignal
  /** A sign of life (upload progress): the wait starts again. */
  alive: () => void
  /** The answer is here: nothing more to guard. */
  done: () => void
  /** Why it gave up, when it was the guard and not the caller. */
  stalled: () => string | undefined
}

export function stallGuard(ms: number, callerSignal?: AbortSignal | null): StallGuard {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stalledFor: string | undefined
  const alive = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      stalledFor = `No answer from the server in ${Math.round(ms / 1000)} s.`
      controller.abort(new DOMException(stalledFor, 'TimeoutError'))
    }, ms)
  }
  const follow = () => controller.abort(callerSignal!.reason)
  if (callerSignal?.aborted) follow()
  else callerSignal?.addEventListener('abort', follow, { once: true })
  alive()
  return {
    signal: controller.signal,
    alive,
    done: () => {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', follow)
    },
    stalled: () => stalledFor,
  }
}
