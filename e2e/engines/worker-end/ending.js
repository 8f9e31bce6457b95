// How the app's page ends its data worker (app/sync/engine.ts, stopWorker): at once, unless the
// worker said its transactions overlap; then it is told to leave, and ends itself.
export function startWorker(db, work) {
  const worker = new Worker(`/busy-worker.js?db=${db}&work=${work}`, { type: 'module' })
  let overlapping = false
  const working = new Promise((resolve) => {
    worker.addEventListener('message', (event) => {
      if (event.data.overlapping !== undefined) overlapping = event.data.overlapping
      if (event.data === 'working') resolve()
    })
  })
  return {
    working,
    /** Answers whether it was told to leave (and has ended, when `wait`). */
    end: (wait) => {
      if (!overlapping) return (worker.terminate(), false)
      const ended = new Promise((resolve) =>
        worker.addEventListener('message', (event) => {
          if (event.data === 'ended') resolve()
        }),
      )
      worker.postMessage('leave')
      return wait ? ended.then(() => true) : true
    },
  }
}
