// The page's entry: the stylesheet, and the app (start.tsx). When the server drew the first screen,
// the app is loaded only once that screen is painted: the screen never waits for the app's scripts
// (the server lists them as module preloads, so they download meanwhile). The installed app's
// shell has nothing to show before the app, which then starts at once.
import './styles.css'

const start = () => void import('./start.tsx')

if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0))
else start()
