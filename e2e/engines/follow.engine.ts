// Follow (issue 59) in every engine, after full page loads: a series followed with the server
// stopped is kept on the device and told to the server once it answers again, without a reload;
// then of two new episodes only the followed series' is pushed (the server's web-push to a local
// push service), and / lists it under "New in what you follow". These machines have no push
// service, so this page's pushManager answers the local service's subscription (stubPush), as
// the Chromium tests stub subscribe; the choice dialog itself is tested there (e2e/follow.spec.ts).
import { expect, test } from './test.ts'
import { asReturningReader, localRows, tap, waitFor, waitForServiceWorker, waitForText } from './steps.ts'
import { FakePushService, type FakeSubscription } from '../../api/testing/fake-push-service.ts'
import { MAIN_SERIES_ID } from '../../contract/season-choice.ts'

/** This page's push subscription is the fake service's (kept by the page: a reload needs it again). */
const stubPush = (page: Parameters<typeof localRows>[0], subscription: FakeSubscription) =>
  page.evaluate((endpoint) => {
    const subscription = { endpoint, unsubscribe: async () => true }
    const pushManager = { getSubscription: async () => subscription, subscribe: async () => subscription }
    ;(window as unknown as { PushManager: unknown }).PushManager ??= function PushManager() {}
    ;(window as unknown as { Notification: unknown }).Notification ??= { permission: 'granted' }
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'pushManager', {
      configurable: true,
      get: () => pushManager,
    })
  }, subscription.endpoint)

const episode = (title: string, seasonNumber: string) => ({
  title,
  description: `${title}, a new episode.`,
  content: `${title} begins here.`,
  category: 'series',
  seasonNumber,
  silent: false,
})

test('a series followed with the server stopped reaches it once, and only its new episode is pushed and listed', async ({
  tab: page,
  server,
}) => {
  const push = await FakePushService.start(server.pushPort)
  try {
    const subscription = push.subscribe()
    await asReturningReader(page, server.origin)
    await page.goto(`${server.origin}/`)
    await waitForServiceWorker(page)
    // Notifications on for what this device follows, as the choice dialog saves them.
    await page.evaluate(() => localStorage.setItem('icu_push_wants', 'followed'))
    const saved = await fetch(`${server.origin}/api/push-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...subscription, wants: 'followed', follows: [] }),
    })
    expect(saved.status).toBe(201)

    await server.stop()
    await page.goto(`${server.origin}/`) // a full page load, from the service worker
    await stubPush(page, subscription)
    await tap(page, 'button[aria-pressed="false"]', 'The Infinaeon Chronicles')
    await waitFor(page, () => document.querySelector('button[aria-pressed="true"]') !== null, undefined, {
      what: 'the series followed',
    })
    const waiting = await localRows<{ kind: string }>(page, 'outbox')
    expect(waiting.map((entry) => entry.kind)).toEqual(['push.follows'])

    await server.start()
    await waitFor(page, () => document.readyState === 'complete', undefined, { what: 'the page' })
    const outboxEmpty = async () => (await localRows(page, 'outbox')).length === 0
    await expect.poll(outboxEmpty, { timeout: 30_000 }).toBe(true)
    expect(await localRows(page, 'follows')).toEqual([expect.objectContaining({ target: MAIN_SERIES_ID })])

    // The other series first: had it been queued, it would have been sent before the followed one.
    await server.adminCall('POST', '/api/stories', episode(`Shards in ${page.engine}`, '5'))
    const followed = await server.adminCall<{ id: string }>(
      'POST',
      '/api/stories',
      episode(`Chronicles in ${page.engine}`, '1'),
    )
    await push.waitFor(() => push.deliveredTo(subscription.endpoint).length >= 1)
    expect(push.deliveredTo(subscription.endpoint).map((d) => d.payload)).toEqual([
      expect.objectContaining({ id: followed.id }),
    ])

    await page.goto(`${server.origin}/`)
    await waitForText(page, 'New in what you follow')
    await waitForText(page, `Chronicles in ${page.engine}`)
    const listed = await page.evaluate(
      () => document.querySelector('[aria-label="New in what you follow"]')?.textContent ?? '',
    )
    expect(listed).toContain(`Chronicles in ${page.engine}`)
    expect(listed).not.toContain(`Shards in ${page.engine}`)
  } finally {
    await push.close()
  }
})
