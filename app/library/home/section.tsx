// A home section: its heading, an optional View All link to the library (opening it with the
// section's filter or order chosen), an optional control under the heading (Follow), its content.
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import type { LibrarySearch } from '../library-view.ts'

interface SectionProps {
  id: string
  title: string
  viewAll?: LibrarySearch
  /** A control under the heading (Follow). */
  action?: ReactNode
  children: ReactNode
}

export function Section({ id, title, viewAll, action, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {viewAll && (
          <Link
            to="/library"
            search={viewAll}
            className="-my-2 inline-flex min-h-11 items-center gap-0.5 rounded text-sm font-medium text-accent hover:underline"
          >
            View All<span className="sr-only"> {title}</span>
            <ChevronRight size={16} aria-hidden />
          </Link>
        )}
      </div>
      {action && <div className="-mt-2 flex">{action}</div>}
      {children}
    </section>
  )
}
