import { expect, it } from 'vitest'
import { keepRouterFromReloading, routerReloadKey } from './failed-route-code.ts'

/** A window's events and its sessionStorage, in Node. */
function page() {
  const stored = new Map<string, string>()
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  return Object.assign(new EventTarget(), { sessionStorage }) as unknown as Window
}
const preloadError = (payload: unknown) =>
  Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload })

it('notes a failed import as reloaded for already, so the router never reloads a page that is being left', () => {
  const window = page()
  keepRouterFromReloading(window)
  const event = preloadError(new TypeError('Importing a module script failed.'))
  window.dispatchEvent(event)
  expect(window.sessionStorage.getItem(routerReloadKey('Importing a module script failed.'))).toBe('1')
  // The import still fails as it did: a page that stays shows the route's error.
  expect(event.defaultPrevented).toBe(false)
})

it('notes nothing for a report that carries no error', () => {
  const window = page()
  keepRouterFromReloading(window)
  window.dispatchEvent(preloadError('not an error'))
  expect(window.sessionStorage.getItem(routerReloadKey('not an error'))).toBeNull()
})
