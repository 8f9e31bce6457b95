// The app frame around every route: header, main area, footer, toasts and the global dialogs.
import { createRootRoute, Outlet } from '@tanstack/react-router'
import { AppShell } from '../components/app-shell.tsx'
import { NotFound } from '../components/not-found.tsx'

export const Route = createRootRoute({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFound,
})
