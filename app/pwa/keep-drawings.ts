// The worker keeps the drawing of each first screen a page load showed (sw/pages.ts). A screen
// reached inside the app is no page load: the worker never sees it, so the page names it, and the
// worker keeps that drawing too. The next launch into a story read here (the phone reopening the
// app where it was, a link to it) then opens drawn, before any script has run, offline too.
import type { AppRouter } from '../app.tsx'
import { isFirstScreenPath } from '../../page/first-screen.ts'
import { tellWorker } from './tell-worker.ts'

/** The path whose drawing is worth keeping for a location the router showed, if any. */
export function drawingToKeep({ pathname, searchStr }: { pathname: string; searchStr: string }): string | undefined {
  // A query asks for something other than the screen as drawn (a shared track, a second of narration).
  return searchStr === '' && isFirstScreenPath(pathname) ? pathname : undefined
}

/** From now on, each first screen the router shows is named to the worker. */
export function keepDrawingsOfScreensSeen(router: AppRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation }) => {
    const path = drawingToKeep(toLocation)
    if (path) void tellWorker({ type: 'KEEP_DRAWING', path })
  })
}
