// Lazy parts load once, tell their subscribers, and try again after a failed load; idle-time
// work runs one task per idle period.
import { describe, expect, it, vi } from 'vitest'
import { lazyPart, whenIdle } from './lazy-part.ts'

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
  it('runs one task per idle period, each after the last one settled, a failure included; `first` goes ahead', async () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('window', { addEventListener: vi.fn() })
    vi.stubGlobal('document', { readyState: 'complete' })
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    try {
      const ran: string[] = []
      let finishA!: () => void
      whenIdle(() => { ran.push('a'); return new Promise<void>((resolve) => { finishA = resolve }) })
      whenIdle(() => { ran.push('b'); throw new Error('offline') })
      whenIdle(() => { ran.push('c') })
      whenIdle(() => { ran.push('picker') }, { first: true })
      const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

      expect(idle).toHaveLength(1) // one idle request at a time
      idle.shift()!()
      await settle()
      expect(ran).toEqual(['a'])
      expect(idle).toHaveLength(0) // a is still loading: nothing else is asked for
      finishA()
      await settle()
      for (const expected of [['a', 'picker'], ['a', 'picker', 'b'], ['a', 'picker', 'b', 'c']]) {
        expect(idle).toHaveLength(1)
        idle.shift()!()
        await settle()
        expect(ran).toEqual(expected)
      }
      expect(idle).toHaveLength(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
