// The app as both the page and the server render it: the router, with the first screen's data
// (first-screen.ts) for the hooks that stand in for it until the device has its own rows.
import { StrictMode, useEffect } from 'react'
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { FirstScreenContext, type FirstScreen } from './data/first-screen.ts'
import { markHydrated } from './data/hydration.ts'

export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: !options.isServer, ...options })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/** Runs once the page has hydrated (or rendered): the device's own state may show from now on. */
function Hydrated() {
  useEffect(markHydrated, [])
  return null
}

export function App({ router, firstScreen }: { router: AppRouter; firstScreen: FirstScreen }) {
  return (
    <StrictMode>
      <FirstScreenContext.Provider value={firstScreen}>
        <RouterProvider router={router} />
        <Hydrated />
      </FirstScreenContext.Provider>
    </StrictMode>
  )
}
