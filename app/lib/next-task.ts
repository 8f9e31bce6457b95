// Lets the browser paint and answer input before going on: the next task, not a microtask.
// scheduler.yield() (Chromium) resumes ahead of other queued tasks; elsewhere a zero timeout.
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } }

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs `task` in a task of its own once the next frame has been painted; answers how to cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
