// "Download EPUB": a story, or a whole series, as a book for an e-reader (the server makes it:
// api/routes/books.ts). A plain link, so it works before the app has loaded, as a download.
import type { ReactNode } from 'react'
import { ROUTES } from '../../contract/api-routes.ts'

export const storyBookUrl = (id: string) => ROUTES.getStoryEpub.path.replace(':id', id)
export const seriesBookUrl = (id: string) => ROUTES.getSeriesEpub.path.replace(':id', id)

export function BookDownload({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      aria-label={label}
      className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4 hover:opacity-80"
    >
      {children}
    </a>
  )
}
