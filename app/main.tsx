// Bootstrap: the router, the data worker (sync and search), the background music, and the first render.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { requestSync, startSync } from './sync/engine.ts'
import { onLocalWrite } from './data/after-write.ts'
import { notify } from './components/toast/notify.ts'
import { refusal } from './lib/write-text.ts'
import { watchRefusals } from './data/refusals.ts'
import { registerPwa } from './pwa/register.ts'
import { hasPendingOutbox, registerBackgroundSync } from './pwa/background-sync.ts'
import { requestPersistentStorageOnce } from './pwa/persist-storage.ts'
import { startBackgroundMusic } from './player/background-player.ts'
import './styles.css'

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
