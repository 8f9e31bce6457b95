// Home (Browse): featured hero, series collections, standalone and recent stories; a search query
// of 3 or more characters (?q=) replaces the page with results.
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../library/home/home-page.tsx'

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {},
  component: HomePage,
})
