// What bench/first-taps.ts puts in the page before its first script: it notes when each tap began
// (its first event's timeStamp: the moment the browser took the touch) and finds the frame that
// shows the tap's answer. A page-side loop checks the answer at every animation frame; the frame in
// which it first holds paints it, and a task of the highest priority posted from there runs once
// that frame's style, layout and paint are done: the answer's time. The driver's own round trips
// (Playwright's evaluate on a slowed page) never fall inside a figure.

/** The answers a tap can wait for; each reads the DOM only (no layout), so checking costs nothing. */
export type Answer =
  | 'faction chosen'
  | 'other faction chosen'
  | 'picker closed'
  | 'menu open'
  | 'admin login open'
  | 'comments open'
  | 'next frame'

export interface TapResult {
  /** The tap's first event (touchstart), on the page's clock. */
  tappedAt?: number
  /** Whether the app answered taps itself at that moment (else the head script held the tap). */
  wasAnswerable?: boolean
  /** When the app took the held taps over to make them again (app/early-input.ts), if it had not at the tap. */
  answerableAt?: number
  /** The end of the frame that first showed the answer. */
  paintedAt?: number
  /** The longest task that began between the tap and the answer, and the Event Timing duration of the tap's click. */
  longestTask: number
  clickDuration?: number
}

export interface TapRecorder {
  /** Waits for the next tap's answer; `result()` reads it. */
  arm: (answer: Answer) => void
  result: () => TapResult
  /** When the faction picker was first painted, from the page's start. */
  pickerShownAt?: number
}

/** Sent to the page as it is (Playwright's addInitScript): it may use nothing from this file. */
export function recordTaps(): void {
  const pickerOpen = () =>
    [...document.querySelectorAll('dialog[open] h2')].some((h) => h.textContent === 'Choose Your Faction')
  const checked = (id: string) => document.querySelector(`[data-testid="faction-${id}"][data-state="checked"]`) !== null
  const hasApply = () =>
    [...document.querySelectorAll('dialog[open] button')].some((b) => b.textContent?.trim() === 'Apply Theme')
  const answers: Record<string, () => boolean> = {
    'faction chosen': () => checked('knights') && hasApply(),
    'other faction chosen': () => checked('curve'),
    'picker closed': () => !pickerOpen(),
    'menu open': () => document.querySelector('[role="dialog"] nav[aria-label="Main"]') !== null,
    'admin login open': () =>
      [...document.querySelectorAll('[role="dialog"] h2')].some((h) => h.textContent === 'Admin Login'),
    'comments open': () => document.querySelector('section[aria-label^="Comments on"]') !== null,
    'next frame': () => true,
  }
  // The head script's keeper holds taps until the app takes them (and it) over, once hydrated.
  const isAnswerable = () => !('takeEarlyInput' in window)
  const tasks: Array<{ start: number; duration: number }> = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  const clicks: Array<{ start: number; duration: number }> = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click') clicks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)

  /** Once the frame now being made is painted (a user-blocking task goes ahead of the page's own). */
  const afterThisFrame = (then: () => void) => {
    const scheduler = (globalThis as { scheduler?: { postTask: (task: () => void, options: object) => void } })
      .scheduler
    if (scheduler) scheduler.postTask(then, { priority: 'user-blocking' })
    else setTimeout(then, 0)
  }

  let current: { answer: string; result: { longestTask: number } & Record<string, unknown> } | undefined
  const onTap = (event: Event) => {
    if (!current || current.result.tappedAt !== undefined) return
    current.result.tappedAt = event.timeStamp
    current.result.wasAnswerable = isAnswerable()
    // Named in a trace (BENCH_TRACE), to find the tasks between the tap and its answer.
    performance.mark(`tap: ${current.answer}`)
  }
  // On window, in the capture phase: ahead of the head script's keeper, which stops a held tap.
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click'])
    addEventListener(type, onTap, { capture: true, passive: true })

  const watch = (watched: NonNullable<typeof current>) => {
    requestAnimationFrame(() => {
      if (current !== watched) return
      const { result } = watched
      if (result.tappedAt !== undefined && result.answerableAt === undefined && !result.wasAnswerable && isAnswerable())
        result.answerableAt = performance.now()
      if (result.tappedAt === undefined || !answers[watched.answer]!()) return watch(watched)
      afterThisFrame(() => {
        const tappedAt = result.tappedAt as number
        const paintedAt = performance.now()
        result.paintedAt = paintedAt
        performance.mark(`answered: ${watched.answer}`)
        result.longestTask = Math.max(
          0,
          ...tasks.filter((t) => t.start >= tappedAt - 1 && t.start <= paintedAt).map((t) => t.duration),
        )
        result.clickDuration = clicks.find((c) => c.start >= tappedAt - 1)?.duration
      })
    })
  }
  const recorder: TapRecorder = {
    arm: (answer) => {
      current = { answer, result: { longestTask: 0 } }
      watch(current)
    },
    result: () => (current?.result ?? { longestTask: 0 }) as TapResult,
  }
  Object.assign(window, { tapRecorder: recorder })
  // The picker's first paint, for the taps that follow it.
  const pickerWatch = () =>
    requestAnimationFrame(() => {
      if (!pickerOpen()) return pickerWatch()
      afterThisFrame(() => {
        recorder.pickerShownAt = performance.now()
      })
    })
  pickerWatch()
}
