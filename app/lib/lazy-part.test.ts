// Lazy parts load once, tell their subscribers, and try again after a failed load; what waits for
// an idle moment waits for the page's load as well.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, lazyPart, whenIdle } from './lazy-part.ts'
import { fakePage } from './fake-page.testing.ts'

describe('lazyPart', () => {
  it('loads once however often it is asked, and tells its subscribers', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }))
    const part = lazyPart(importer)
    const listener = vi.fn()
    part.subscribe(listener)
    expect(part.loaded()).toBeUndefined()
    part.preload()
    await part.load()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(part.loaded()).toEqual({ answer: 42 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load (offline before the worker had the file)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ok: true })
    const part = lazyPart(importer)
    await expect(part.load()).rejects.toThrow('offline')
    expect(part.loaded()).toBeUndefined()
    await expect(part.load()).resolves.toEqual({ ok: true })
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('stops telling a listener that unsubscribed', async () => {
    const part = lazyPart(async () => 1)
    const listener = vi.fn()
    part.subscribe(listener)()
    await part.load()
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the load event, then for an idle moment, at most IDLE_TIMEOUT_MS', () => {
    const page = fakePage({ loaded: false })
    const task = vi.fn()
    whenIdle(task)
    expect(page.idleTasks).toEqual([])
    page.load()
    expect(page.idleTasks).toEqual([{ task, timeout: IDLE_TIMEOUT_MS }])
    expect(task).not.toHaveBeenCalled()
    page.runIdle()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('asks for the idle moment at once on a page already loaded', () => {
    const page = fakePage({ loaded: true })
    const task = vi.fn()
    whenIdle(task)
    expect(page.idleTasks).toHaveLength(1)
    page.runIdle()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs after a short timer where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers()
    fakePage({ loaded: true, idle: false })
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
