import { describe, expect, it } from 'vitest'
import { DownloadQueue, SKIPPED } from './download-queue.ts'

/** What the queue did: which jobs started, in order, and the most that ran at once. */
function makeLog() {
  return { started: [] as string[], running: 0, mostRunning: 0 }
}

/** A job whose finish the test decides. */
function makeJob(name: string, log: ReturnType<typeof makeLog>) {
  let finish!: () => void
  const job = {
    started: false,
    controller: new AbortController(),
    task: () => {
      job.started = true
      log.started.push(name)
      log.mostRunning = Math.max(log.mostRunning, ++log.running)
      return new Promise<string>((resolve) => {
        finish = () => {
          log.running--
          resolve(name)
        }
      })
    },
    finish: () => finish(),
  }
  return job
}

type Job = ReturnType<typeof makeJob>

/** Lets p-limit hand out the slots freed so far. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('DownloadQueue', () => {
  it('starts an album of 12 tracks two at a time, in the order asked', async () => {
    const queue = new DownloadQueue()
    const log = makeLog()
    const jobs = Array.from({ length: 12 }, (_, i) => makeJob(`track ${i + 1}`, log))
    const results = jobs.map((job) => queue.run(job.task, job.controller.signal))
    await settle()
    expect(log.started).toEqual(['track 1', 'track 2'])

    // The second finishes first: the third takes its place, the first still runs.
    jobs[1]!.finish()
    await settle()
    expect(log.started).toEqual(['track 1', 'track 2', 'track 3'])
    jobs[0]!.finish()
    for (const job of jobs.slice(2)) {
      await settle()
      job.finish()
    }
    expect(await Promise.all(results)).toEqual(jobs.map((_, i) => `track ${i + 1}`))
    expect(log.started).toEqual(jobs.map((_, i) => `track ${i + 1}`))
    expect(log.mostRunning).toBe(2)
  })

  it('never starts a job cancelled while it waits, and lets it go at once', async () => {
    const queue = new DownloadQueue()
    const log = makeLog()
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => makeJob(name, log)) as [Job, Job, Job, Job]
    const results = [a, b, c, d].map((job) => queue.run(job.task, job.controller.signal))
    await settle()
    c.controller.abort()
    expect(await results[2]).toBe(SKIPPED)

    a.finish()
    await settle()
    expect(c.started).toBe(false)
    expect(log.started).toEqual(['a', 'b', 'd'])
    b.finish()
    d.finish()
    expect(await Promise.all(results)).toEqual(['a', 'b', SKIPPED, 'd'])
  })

  it('skips a job whose signal was aborted before it was queued', async () => {
    const queue = new DownloadQueue()
    const job = makeJob('late', makeLog())
    job.controller.abort()
    expect(await queue.run(job.task, job.controller.signal)).toBe(SKIPPED)
    expect(job.started).toBe(false)
  })

  it('leaves a running job to its own signal, and passes its failure on', async () => {
    const queue = new DownloadQueue()
    const controller = new AbortController()
    const result = queue.run(
      () => new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('aborted')))),
      controller.signal,
    )
    await settle()
    controller.abort()
    await expect(result).rejects.toThrow('aborted')
  })
})
