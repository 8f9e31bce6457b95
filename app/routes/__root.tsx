// The app frame around every route: header, main area, footer, toasts and the global dialogs. The
// not-found page loads only when an address matches nothing (the root route is never split).
import { Suspense } from 'react'
import { createRootRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { AppShell } from '../shell/app-shell.tsx'
import { Hydrated } from '../shell/hydrated.tsx'

export const Route = createRootRoute({
  component: () => (
    <AppShell>
      <Outlet />
      {/* The route's content is a Suspense boundary that React hydrates after the frame around it;
          in a boundary of its own beside it, the marker hydrates in the same later pass. */}
      <Suspense fallback={null}>
        <Hydrated />
      </Suspense>
    </AppShell>
  ),
  notFoundComponent: lazyRouteComponent(() => import('../shell/not-found.tsx'), 'NotFound'),
})
