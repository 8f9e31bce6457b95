// Push end to end: the reader turns notifications on (only pushManager.subscribe is stubbed:
// headless Chromium has no push service), the admin publishes, the server's web-push reaches a
// local push service that decrypts it, DevTools hands that payload to the worker, the notification
// shows, its click opens the story, and the story reads offline because the worker fetched it.
import { expect, test } from './test.ts'
import { FakePushService } from '../api/testing/fake-push-service.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'
import { asReturningReader, hasLocalText, serviceWorkerRegistrationId, waitForServiceWorker } from './support.ts'
import { stubSubscribe } from './push-stub.ts'

test('a push about a new story shows, opens the story drawn, and the story reads offline', async ({
  page,
  context,
  request,
  baseURL,
  server,
}) => {
  const push = await FakePushService.start(server.pushPort)
  try {
    const subscription = push.subscribe()
    await context.grantPermissions(['notifications'])
    await stubSubscribe(page, subscription)
    await asReturningReader(page)
    await page.goto('/')
    await waitForServiceWorker(page)

    // On a phone the toggle lives in the menu drawer.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Enable notifications' }).click()
    await page
      .getByRole('dialog', { name: 'Turn on notifications' })
      .getByRole('button', { name: /^Everything new/ })
      .click()
    await expect(page.getByText('Notifications enabled!', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()

    const published = await request.post('/api/stories', {
      headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
      data: {
        title: 'Signal from the Deep',
        description: 'The sea gate sings.',
        content: '**Chapter 1: The Song**\n\nThree notes, over and over.',
      },
    })
    expect(published.status()).toBe(201)
    const story = await published.json()
    await push.waitFor(() => push.deliveredTo(subscription.endpoint).length === 1)
    const [received] = push.deliveredTo(subscription.endpoint)
    expect(received!.payload).toMatchObject({ type: 'story', id: story.id, url: `/read/${story.id}` })

    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await serviceWorkerRegistrationId(cdp, baseURL!),
      data: JSON.stringify(received!.payload),
    })

    await expect
      .poll(() =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title)),
      )
      .toContain('New story: Signal from the Deep')
    await expect.poll(() => hasLocalText(page, story.id)).toBe(true)
    // Its page is kept drawn as well, so the notification opens it before any script has run.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('drawn-pages')).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
      .toContain(`/read/${story.id}`)

    await context.setOffline(true)
    const [worker] = context.serviceWorkers()
    const opened = page.waitForResponse((response) => response.request().resourceType() === 'document')
    await worker!.evaluate(async () => {
      const sw = self as unknown as ServiceWorkerGlobalScope
      const [notification] = await sw.registration.getNotifications()
      sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }))
    })
    expect(await (await opened).text()).toContain('Three notes, over and over.')
    await expect(page).toHaveURL(new RegExp(`/read/${story.id}$`))
    await expect(page.getByText('Three notes, over and over.')).toBeVisible()
    await context.setOffline(false)

    await page.getByRole('link', { name: 'Back to Library' }).click()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Disable notifications' }).click()
    await expect(page.getByText('Notifications disabled', { exact: true })).toBeVisible()
  } finally {
    await push.close()
  }
})
