// What the end of hydration renders again: only the components whose shown value changes. A
// visitor's page has a card per story, each asking whether this is the admin; when the answer is
// what the server drew, none of them renders again (that render was most of a 160 ms task on a
// phone at 10,000 stories).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { act, render, type ReactTestRenderer } from '../../lib/test-renderer.testing.ts'
import { atom } from 'nanostores'
import {
  $hydrated,
  markHydrated,
  startHydrating,
  useStoreAfterHydration,
  whenFirstScreenDone,
  whenHydrated,
} from './hydration.ts'
import { fakePage } from '../../lib/fake-page.testing.ts'

let renderer: ReactTestRenderer | undefined
afterEach(() => {
  act(() => renderer?.unmount())
  renderer = undefined
})

/** Renders `count` components that each show the store's value after hydration; answers their renders. */
function showMany(store: ReturnType<typeof atom<string>>, drawnByServer: string, count: number) {
  const renders: string[] = []
  function Shown() {
    const value = useStoreAfterHydration(store, drawnByServer)
    renders.push(value)
    return value
  }
  act(() => {
    renderer = render(
      createElement(
        'div',
        null,
        Array.from({ length: count }, (_, i) => createElement(Shown, { key: i })),
      ),
    )
  })
  return renders
}

describe('useStoreAfterHydration', () => {
  beforeEach(() => startHydrating())

  it('shows what the server drew while the page hydrates, and renders nothing again when that is the stored value', () => {
    const renders = showMany(atom('visitor'), 'visitor', 50)
    expect(renders).toHaveLength(50)
    act(() => markHydrated())
    expect(renders).toHaveLength(50)
  })

  it('renders again, with the stored value, each component whose value differs from what the server drew', () => {
    const renders = showMany(atom('admin'), 'visitor', 3)
    expect(renders).toEqual(['visitor', 'visitor', 'visitor'])
    act(() => markHydrated())
    expect(renders.slice(3)).toEqual(['admin', 'admin', 'admin'])
    expect(renderer!.toJSON()).toMatchObject({ children: ['admin', 'admin', 'admin'] })
  })

  it('follows the store once hydrated, and never before', () => {
    const store = atom('a')
    const renders = showMany(store, 'a', 1)
    act(() => store.set('b'))
    expect(renders).toEqual(['a'])
    act(() => markHydrated())
    expect(renders).toEqual(['a', 'b'])
    act(() => store.set('c'))
    expect(renders).toEqual(['a', 'b', 'c'])
    expect($hydrated.get()).toBe(true)
  })
})

describe('whenHydrated', () => {
  it('runs at once on a page that is already hydrated', () => {
    markHydrated()
    const runs: string[] = []
    whenHydrated(() => runs.push('ran'))
    expect(runs).toEqual(['ran'])
  })

  it('waits for the end of hydration, then runs once however often the flag is set again', () => {
    startHydrating()
    const runs: string[] = []
    whenHydrated(() => runs.push('ran'))
    expect(runs).toEqual([])
    markHydrated()
    expect(runs).toEqual(['ran'])
    startHydrating()
    markHydrated()
    expect(runs).toEqual(['ran'])
  })
})

describe('whenFirstScreenDone', () => {
  afterEach(() => vi.unstubAllGlobals())
  const settled = async (promise: Promise<void>) => {
    let done = false
    void promise.then(() => {
      done = true
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    return done
  }

  it('settles only once the page is hydrated, loaded, and then idle, in that order', async () => {
    const page = fakePage({ loaded: false })
    startHydrating()
    const done = whenFirstScreenDone()
    page.load()
    // Loaded but still hydrating: no idle moment is asked for yet.
    expect(page.idleTasks).toEqual([])
    expect(await settled(done)).toBe(false)
    markHydrated()
    expect(page.idleTasks).toHaveLength(1)
    expect(await settled(done)).toBe(false)
    page.runIdle()
    expect(await settled(done)).toBe(true)
  })

  it('waits for the load event on a page hydrated before it loaded', async () => {
    const page = fakePage({ loaded: false })
    markHydrated()
    const done = whenFirstScreenDone()
    expect(page.idleTasks).toEqual([])
    page.load()
    page.runIdle()
    expect(await settled(done)).toBe(true)
  })
})
