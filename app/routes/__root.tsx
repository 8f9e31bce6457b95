// The app frame around every route: header, main area, footer, toasts and the global dialogs. The
// not-found page loads only when an address matches nothing (the root route is never split).
import { createRootRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { AppShell } from '../components/app-shell.tsx'

export const Route = createRootRoute({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found.tsx'), 'NotFound'),
})
