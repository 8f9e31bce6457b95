// A request that shows no sign of life for a while is given up: a network that takes a request and
// never answers, or stops in the middle of its answer (a captive portal, a dead mobile cell), would
// otherwise hold the sync's one round (its pull, the outbox behind it, and the dialog that waits on
// it) for as long as the tab is open.

/** No answer, no step of the upload and no chunk of the answer for this long: the call is given up
 * (the sync then says it cannot reach the server, and tries again later). */
export const STALL_MS = 15_000

export type StallPhase = 'asked' | 'upload' | 'answer'

/** What the person is told, by how far the call had got when it stopped. */
const STALLED: Record<StallPhase, (seconds: number) => string> = {
  asked: (seconds) => `No answer from the server in ${seconds} s.`,
  upload: (seconds) => `The upload stopped: nothing was sent for ${seconds} s.`,
  answer: (seconds) => `The server's answer stopped halfway: nothing more came for ${seconds} s.`,
}

export interface StallGuard {
  /** Aborts after `ms` without a sign of life, or when the caller's own signal aborts. */
  signal: AbortSignal
  /** A sign of life, and how far the call has got: `asked` once the whole request is sent, `upload`
   * for a step of its upload, `answer` for the answer's head or a chunk of it. The wait starts again. */
  alive: (phase: StallPhase) => void
  /** The answer is here: nothing more to guard. */
  done: () => void
  /** Why it gave up, when it was the guard and not the caller. */
  stalled: () => string | undefined
}

export function stallGuard(ms: number, callerSignal?: AbortSignal | null): StallGuard {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stalledFor: string | undefined
  const alive = (phase: StallPhase) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      stalledFor = STALLED[phase](ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10)
      controller.abort(new DOMException(stalledFor, 'TimeoutError'))
    }, ms)
  }
  const follow = () => controller.abort(callerSignal!.reason)
  if (callerSignal?.aborted) follow()
  else callerSignal?.addEventListener('abort', follow, { once: true })
  alive('asked')
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
