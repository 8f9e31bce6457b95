// The catch-all page (stories.md §2).
import { Link } from '@tanstack/react-router'
import { buttonClass } from './ui/button.tsx'

export function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClass('primary')}>Back to Browse</Link>
    </section>
  )
}
