// Placeholder: being written (header, footer, toasts, faction picker around the page).
import type { ReactNode } from 'react'

export function AppShell({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>
}
