// Lazy parts load once, tell their subscribers, and try again after a failed load.
import { describe, expect, it, vi } from 'vitest'
import { lazyPart } from './lazy-part.ts'

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
