// The page's entry: the stylesheet, and the app (start.tsx). When the server drew the first screen,
// the app is loaded only once that screen is painted: the screen never waits for the app's scripts,
// nor shares the line with them while its cover loads. The installed app's shell has nothing to
// show before the app, which then starts at once, with the device's database beside it.
// First: a pairing link's secret leaves the address before anything reads it.
import './profile/pairing-fragment.ts'
import './styles.css'
import { listenForInstallEvents } from './pwa/install-state.ts'
import { loadLocal } from './data/queries/local-db.ts'
import { afterNextPaint } from './lib/next-task.ts'
import { keepRouterFromReloading } from './lib/failed-route-code.ts'

// The browser may offer installing before the app has loaded: the offer is kept for it.
listenForInstallEvents()
// A route's code cut off by the person leaving the page must not reload it under them.
keepRouterFromReloading()

// The app, its start and React DOM load side by side, and each is evaluated in its own task: React
// DOM (its own chunk, vite.config.ts) first, as the other two import it. Evaluated with the start,
// it made a task of 100–180 ms at CPU 4× right after the first paint.
const start = () =>
  void Promise.all([import('./start.tsx'), import('./app.tsx'), import('react-dom/client')]).then(([{ start }, app]) =>
    start(app),
  )

if (document.getElementById('root')?.hasChildNodes()) {
  // A tap on the drawn screen before the app can answer it is kept by the page's head script, and
  // made once the app can (early-input.ts).
  afterNextPaint(start)
} else {
  // Nothing drawn: the screen is read from the device's database, whose code comes beside the app's.
  start()
  void loadLocal()
}
