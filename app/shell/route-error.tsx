// What a route shows when it could not be drawn: most often its code did not arrive (no network
// before the service worker held it, or a page left while it loaded, which is never seen). The way
// on is a reload, the person's to make (app/lib/failed-route-code.ts).
import type { ErrorComponentProps } from '@tanstack/react-router'
import { buttonClass } from '../ui/button.tsx'

export function RouteError({ error }: ErrorComponentProps) {
  console.error('A route could not be drawn:', error)
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">This page did not load</h1>
      <p className="text-muted">Part of the app could not be fetched. Check your connection, then reload the page.</p>
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  )
}
