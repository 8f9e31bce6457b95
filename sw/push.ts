// Push about a new story: show it, and in the same breath fetch the story into the local database
// so it reads offline (unless the database is not the version this worker knows: then the app's
// next sync brings it) and keep its drawn page, so a tap on the notification opens it drawn, offline
// too (pages.ts); then tell open windows (they sync). A click opens the story in a window
// of ours if there is one, else in a new one.
/// <reference lib="webworker" />
import { api } from '../client/api-client.ts'
import { putFullStory } from '../db/local/story-rows.ts'
import { postToWindows } from './clients.ts'
import { keepDrawing } from './pages.ts'
import { localStore } from './local-data.ts'
import { parsePushPayload, safeAppUrl, storyNotification } from './lib/push-payload.ts'

declare const self: ServiceWorkerGlobalScope

export function onPush(event: PushEvent): void {
  const payload = parsePushPayload(event.data?.text())
  if (!payload) return
  const { title, options } = storyNotification(payload, self.location.origin)
  event.waitUntil(
    Promise.allSettled([
      // Rejects without notification permission; the story is still stored and the pages told.
      self.registration.showNotification(title, options),
      // Offline or refused: the app's next sync fetches it instead; the notification still shows.
      localStore().then(
        async (store) => store && putFullStory(store, await api.getStory({ params: { id: payload.id } })),
      ),
      keepDrawing(`/read/${payload.id}`),
    ]).then(() => postToWindows({ type: 'STORY_PUSHED', storyId: payload.id })),
  )
}

async function openStory(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const target = windows.find((client) => client.focused) ?? windows[0]
  if (!target) {
    await self.clients.openWindow(url)
    return
  }
  // navigate() rejects for a page this worker does not control, focus() without a user gesture
  // (as in tests): each failure is caught so the other still happens.
  let navigated = true
  const client =
    (await target.navigate(url).catch(() => {
      navigated = false
      return null
    })) ?? target
  await client.focus().catch(() => undefined)
  if (!navigated) await self.clients.openWindow(url).catch(() => undefined)
}

export function onNotificationClick(event: NotificationEvent): void {
  event.notification.close()
  const data = event.notification.data as { url?: unknown } | null
  event.waitUntil(openStory(safeAppUrl(data?.url, self.location.origin)))
}
