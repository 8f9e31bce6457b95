// The app as both the page and the server render it: the router, with the first screen's data
// (app/data/queries/embedded-first-screen.ts) for the hooks that stand in for it until the device has its own rows.
import { StrictMode } from 'react'
import { createRouter, lazyRouteComponent, RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { FirstScreenContext, type FirstScreen } from './data/queries/embedded-first-screen.ts'
import { $hydrated } from './data/queries/hydration.ts'

export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  // The drawn screen's own scroll is the person's (they may have scrolled before hydration): the
  // router restores scroll from the next navigation on.
  const scrollRestoration = options.isServer ? false : () => $hydrated.get()
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration,
    ...options,
  })
}

/** Loaded when a route fails (not part of the first load; the worker precaches it like every part). */
const RouteError = lazyRouteComponent(() => import('./shell/route-error.tsx'), 'RouteError')

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

export function App({ router, firstScreen }: { router: AppRouter; firstScreen: FirstScreen }) {
  return (
    <StrictMode>
      <FirstScreenContext.Provider value={firstScreen}>
        <RouterProvider router={router} />
      </FirstScreenContext.Provider>
    </StrictMode>
  )
}
