// The app's start (loaded by main.tsx): the router, the data worker (sync and search), the
// background music, and the first render, or the hydration of the server's screen.
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createAppRouter } from './app.tsx'
import { readEmbeddedFirstScreen } from './data/first-screen.ts'
import { startHydrating } from './data/hydration.ts'
import { requestSync, startSync } from './sync/engine.ts'
import { onLocalWrite } from './data/after-write.ts'
import { notify } from './components/toast/notify.ts'
import { refusal } from './lib/write-text.ts'
import { watchRefusals } from './data/refusals.ts'
import { registerPwa } from './pwa/register.ts'
import { hasPendingOutbox, registerBackgroundSync } from './pwa/background-sync.ts'
import { requestPersistentStorageOnce } from './pwa/persist-storage.ts'
import { startBackgroundMusic } from './player/background-player.ts'

const router = createAppRouter()

registerPwa()
startBackgroundMusic()
onLocalWrite(async (options) => {
  // The page sends its own writes (showing upload progress); only what it could not send is left
  // to Background Sync, which the worker answers even after the tab is closed.
  await requestSync(options)
  if (await hasPendingOutbox()) await registerBackgroundSync()
})
// A write the server refused is told once, in one toast that names it and says why.
watchRefusals((entry) => notify(refusal(entry)))
startSync({
  // The first time stories are saved on the device for offline reading, ask to keep them.
  onSynced: () => void requestPersistentStorageOnce(),
})

/**
 * An online navigation arrives with its first screen already drawn by the server: hydrate it, once
 * the route's code is here, with the data it was drawn from. The installed app's offline shell
 * (and any page the server did not draw) renders from scratch.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root')!
  const firstScreen = readEmbeddedFirstScreen()
  if (!root.hasChildNodes()) return void createRoot(root).render(<App router={router} firstScreen={firstScreen} />)
  startHydrating()
  // The server rendered the matches without a pending boundary; the page must render them the same way.
  router.ssr = { manifest: undefined }
  await router.load()
  // As a transition: React hydrates in slices that let the browser paint and answer taps in
  // between, instead of one long task.
  startTransition(() => void hydrateRoot(root, <App router={router} firstScreen={firstScreen} />))
}

void start()
