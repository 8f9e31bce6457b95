// The app's start (loaded by main.tsx beside the app itself, app.tsx: two parts whose code is
// evaluated in two tasks, not one): the router, the data worker (sync and search), the background
// music, and the first render, or the hydration of the server's screen.
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type * as AppModule from './app.tsx'
import { readEmbeddedFirstScreen } from './data/queries/embedded-first-screen.ts'
import { startHydrating, whenFirstScreenDone } from './data/queries/hydration.ts'
import { requestSync, startSync } from './sync/engine.ts'
import { onLocalWrite } from './data/writes/after-write.ts'
import { notify } from './ui/toast/notify.ts'
import { refusal } from './data/writes/write-text.ts'
import { watchRefusals } from './data/writes/refusals.ts'
import { keepDrawingsOfScreensSeen } from './pwa/keep-drawings.ts'
import { hasPendingOutbox, registerBackgroundSync } from './pwa/background-sync.ts'
import { requestPersistentStorageOnce } from './pwa/persist-storage.ts'
import { startBackgroundMusic } from './player/background-player.ts'
import { nextTask } from './lib/next-task.ts'
import { loadLocal } from './data/queries/local-db.ts'
import { followPageLook } from './settings/page-look.ts'

onLocalWrite(async (options) => {
  // The page sends its own writes (showing upload progress); only what it could not send is left
  // to Background Sync, which the worker answers even after the tab is closed.
  await requestSync(options)
  if (await hasPendingOutbox()) await registerBackgroundSync()
})

/** What runs beside the screen: each its own task, after the screen's first slice of work. */
async function startServices(router: AppModule.AppRouter): Promise<void> {
  await nextTask()
  // A write the server refused is told once, in one toast that names it and says why.
  watchRefusals((entry) => notify(refusal(entry)))
  let firstSyncDone = () => {}
  const firstSync = new Promise<void>((resolve) => {
    firstSyncDone = resolve
  })
  // The texts' prefetch and a first visit's service worker (its install takes one of the phone's
  // few cores) wait for the first screen to be done.
  const firstScreenDone = whenFirstScreenDone()
  startSync(
    {
      onSynced: () => {
        firstSyncDone()
        void import('./profile/after-sync.ts').then(({ profileAfterSync }) => profileAfterSync())
        // The first time stories are saved on the device for offline reading, ask to keep them.
        void requestPersistentStorageOnce()
      },
    },
    firstScreenDone,
  )
  await nextTask()
  // Not part of the first load: the worker's registration waits for the first screen anyway.
  void import('./pwa/register.ts').then(({ registerPwa }) =>
    registerPwa(Promise.all([firstSync, firstScreenDone]).then(() => {})),
  )
  keepDrawingsOfScreensSeen(router)
  void import('./profile/settings-bridge.ts').then(({ bridgeProfileSettings }) => bridgeProfileSettings())
  await nextTask()
  startBackgroundMusic()
}

/**
 * An online navigation arrives with its first screen already drawn by the server: hydrate it, once
 * the route's code is here, with the data it was drawn from. The installed app's offline shell
 * (and any page the server did not draw) renders from scratch.
 */
export async function start({ App, createAppRouter }: typeof AppModule): Promise<void> {
  // Evaluating the app's code was a long task already: the router is built in the next one.
  await nextTask()
  const router = createAppRouter()
  const root = document.getElementById('root')!
  const firstScreen = readEmbeddedFirstScreen()
  // The stored look itself, not the hydration-safe values: a drawn page's first script already put
  // it on <html>, and the app's shell has it before its first render.
  followPageLook()
  if (!root.hasChildNodes()) {
    createRoot(root).render(<App router={router} firstScreen={firstScreen} />)
    return startServices(router)
  }
  startHydrating()
  // The server rendered the matches without a pending boundary; the page must render them the same way.
  router.ssr = { manifest: undefined }
  await router.load()
  // Every matched route's code is here before hydrating: a route that suspended would hydrate after
  // the rest had committed, when the device's own state (the admin's controls, the reader's
  // settings) already shows, and no longer match the server's screen.
  await Promise.all(router.state.matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId])))
  // As a transition: React hydrates in slices that let the browser paint and answer taps in
  // between, instead of one long task.
  startTransition(() => void hydrateRoot(root, <App router={router} firstScreen={firstScreen} />))
  // The device's database (its code is not part of the first load): read as soon as hydration allows.
  void loadLocal()
  await startServices(router)
}
