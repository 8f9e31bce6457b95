// The media answers of the endpoint table (api-routes.ts), as the service worker matches them: a
// request for a picture is kept once fetched, a request for audio once downloaded. Built from the
// table, so a media endpoint added there is cached offline with no other edit.
import { ROUTES, type MediaHolds, type Route } from './api-routes.ts'
import { pathSource } from './path-pattern.ts'

/** The pathnames of the table's GET answers that hold one of `holds`. */
export function mediaPaths(...holds: MediaHolds[]): RegExp {
  const patterns = Object.values(ROUTES as Readonly<Record<string, Route>>).flatMap((route) => {
    if (route.method !== 'GET' || route.media === undefined) return []
    if (typeof route.media === 'string') return holds.includes(route.media) ? [pathSource(route.path)] : []
    const kinds = Object.entries(route.media)
      .filter(([, held]) => holds.includes(held))
      .map(([kind]) => kind)
    return kinds.length > 0 ? [pathSource(route.path, { values: { kind: kinds } })] : []
  })
  return new RegExp(`^(?:${patterns.join('|')})$`)
}
