// A route's code that fails to load. WebKit and Firefox stop every load of a page as soon as a
// navigation away from it starts, so a route's code still on its way then fails; TanStack Router
// answers a route chunk that failed by reloading the page at once (once per failure, noted in
// sessionStorage), and that reload cancelled the navigation the person had just started (an
// address typed, a link or a notification that loads a page, Back): they stayed where they were.
// So the router is told the reload was made already. A page that is left never shows the failure;
// one that stays shows the route's error (route-error.tsx), whose Reload is the person's to press.

/** TanStack Router's own note of a reload made for a failed chunk (router-core's lazyRouteComponent). */
export const routerReloadKey = (message: string) => `tanstack_router_reload:${message}`

/** Vite reports every dynamic import that failed as `vite:preloadError`, with the error as `payload`. */
export function keepRouterFromReloading(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (!(error instanceof Error)) return
    try {
      target.sessionStorage.setItem(routerReloadKey(error.message), '1')
    } catch {
      // Storage refused: the router cannot note (nor make) its reload either.
    }
  })
}
