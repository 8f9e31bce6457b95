// My Library: every story with counters, search, filter and sort. ?filter= and ?sort= choose where
// it starts (the home page's View All links use them).
import { createFileRoute } from '@tanstack/react-router'
import { LIBRARY_FILTERS, LIBRARY_SORTS, type LibrarySearch } from '../library/library-view.ts'
import { LibraryPage } from '../library/library-page.tsx'

const oneOf = <T extends string>(choices: ReadonlyArray<{ value: T }>, raw: unknown): T | undefined =>
  choices.find((c) => c.value === raw)?.value

export const Route = createFileRoute('/library')({
  validateSearch: (search: Record<string, unknown>): LibrarySearch => {
    const filter = oneOf(LIBRARY_FILTERS, search.filter)
    const sort = oneOf(LIBRARY_SORTS, search.sort)
    return { ...(filter && { filter }), ...(sort && { sort }) }
  },
  component: LibraryPage,
})
