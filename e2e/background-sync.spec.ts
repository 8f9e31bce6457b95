// Background Sync: a comment that could not be delivered while the app was open is delivered by
// the service worker on its `sync` event, with no page of the app left open.
import { expect, test } from './test.ts'
import {
  asReturningReader,
  localCount,
  publishStory,
  serviceWorkerRegistrationId,
  waitForServiceWorker,
} from './support.ts'

test('the worker delivers the outbox on Background Sync after the app is closed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const story = await publishStory(request, { title: 'Quiet Delivery', content: 'Left on the doorstep.' })
  await asReturningReader(page)
  await page.goto('/library')
  await waitForServiceWorker(page)

  const blockComments = '**/api/stories/*/comments'
  await context.route(blockComments, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  )
  const card = page.getByTestId('story-card').filter({ hasText: 'Quiet Delivery' })
  await card.getByRole('button', { name: /^Comments/ }).click()
  await card.getByLabel('Your comment').fill('Delivered by the worker')
  await card.getByRole('button', { name: 'Post' }).click()
  await expect.poll(() => localCount(page, 'outbox')).toBe(1)

  const cdp = await context.newCDPSession(page)
  const id = await serviceWorkerRegistrationId(cdp, baseURL!)
  await page.goto('about:blank') // the app is gone: only the worker can deliver now
  await context.unroute(blockComments)
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL!).origin,
    registrationId: id,
    tag: 'outbox',
    lastChance: false,
  })
  await expect
    .poll(async () =>
      (await (await request.get(`/api/stories/${story.id}/comments`)).json()).map(
        (c: { content: string }) => c.content,
      ),
    )
    .toEqual(['Delivered by the worker'])
})
