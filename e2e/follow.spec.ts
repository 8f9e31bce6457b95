// Follow (issue 59) end to end at phone size: notifications on for "Only what I follow", a series
// followed while offline, back online; the admin publishes an episode of another series, then one
// of the followed series: one push arrives, for the followed one (the server's web-push to the
// local push service, then DevTools hands it to the worker), and "New in what you follow" on /
// lists it after the sync. Only pushManager.subscribe is stubbed (push-stub.ts).
import { expect, test } from './test.ts'
import { FakePushService } from '../api/testing/fake-push-service.ts'
import {
  a11yViolations,
  asReturningReader,
  publishStory,
  serviceWorkerRegistrationId,
  storyByTitle,
  waitForServiceWorker,
} from './support.ts'
import { stubSubscribe } from './push-stub.ts'
import { MAIN_SERIES_ID } from '../contract/season-choice.ts'

test('a series followed offline gets its push, another series does not, and / lists what is new in it', async ({
  page,
  context,
  request,
  baseURL,
  server,
}) => {
  const push = await FakePushService.start(server.pushPort)
  // The choice opens over the menu drawer: two dialogs must not fight over focus (that overflowed the stack).
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    const subscription = push.subscribe()
    await context.grantPermissions(['notifications'])
    await stubSubscribe(page, subscription)
    await asReturningReader(page)
    // Turned on from the menu while Data Settings is open: its card then tells the server each choice.
    await page.goto('/data-settings')
    await waitForServiceWorker(page)
    await expect(page.getByText('Notifications are off in this browser.')).toBeVisible()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Enable notifications' }).click()
    const question = page.getByRole('dialog', { name: 'Turn on notifications' })
    await question.getByRole('button', { name: /^Only what I follow/ }).click()
    await expect(page.getByText('Notifications enabled!', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('radio', { name: /^Only what I follow/ })).toBeChecked()
    for (const [choice, wants] of [
      [/^Everything new/, 'everything'],
      [/^Only what I follow/, 'followed'],
    ] as const) {
      const told = page.waitForResponse((r) => r.url().endsWith('/api/push-subscriptions/follows') && r.ok())
      await page.getByRole('radio', { name: choice }).check()
      expect((await told).request().postDataJSON()).toMatchObject({ endpoint: subscription.endpoint, wants })
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'The server is told as soon as it can be reached.' }),
    ).toBeVisible()

    await page.goto('/')
    await context.setOffline(true)
    const follow = page.getByRole('button', { name: 'Follow The Infinaeon Chronicles' }).first()
    await follow.click()
    await expect(page.getByRole('button', { name: 'Following The Infinaeon Chronicles' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/push-subscriptions/follows') && r.ok())
    await context.setOffline(false)
    expect((await saved).request().postDataJSON()).toEqual({
      endpoint: subscription.endpoint,
      wants: 'followed',
      follows: [MAIN_SERIES_ID],
    })

    // The other series first: had it been queued, it would have been sent before the followed one.
    await publishStory(request, {
      title: 'Shards: a tide of glass',
      description: 'Glass comes in with the tide.',
      content: 'The shore rang all night.',
      category: 'series',
      seasonNumber: '5',
      silent: false,
    })
    const followed = await publishStory(request, {
      title: 'Chronicles: the gate wakes',
      description: 'The old gate opens an eye.',
      content: 'The gate hummed, then spoke.',
      category: 'series',
      seasonNumber: '1',
      silent: false,
    })
    await push.waitFor(() => push.deliveredTo(subscription.endpoint).length >= 1)
    const delivered = push.deliveredTo(subscription.endpoint)
    expect(delivered.map((d) => d.payload)).toEqual([expect.objectContaining({ id: followed.id })])

    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await serviceWorkerRegistrationId(cdp, baseURL!),
      data: JSON.stringify(delivered[0]!.payload),
    })
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title)),
      )
      .toEqual(['New story: Chronicles: the gate wakes'])

    // The push made the app sync: what is new in what this device follows is on /.
    const fresh = page.getByRole('region', { name: 'New in what you follow' })
    await expect(fresh.getByRole('heading', { name: 'Chronicles: the gate wakes' })).toBeVisible()
    await expect(fresh.getByText('Shards: a tide of glass')).toHaveCount(0)
    expect(errors).toEqual([])
  } finally {
    await push.close()
  }
})

test.describe('accessibility', () => {
  // axe is added to the page as a script, which the app's CSP would refuse.
  test.use({ bypassCSP: true })

  test('the follow controls, the Following list, the notifications choice and its setting have no accessibility violation', async ({
    page,
  }) => {
    await asReturningReader(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Follow new standalone stories' }).click()
    await page.getByRole('button', { name: 'Follow The Infinaeon Chronicles' }).first().click()
    await expect(page.getByRole('button', { name: 'Following new standalone stories' })).toBeVisible()
    const found: Record<string, unknown> = {}
    const scan = async (what: string) => {
      const violations = await a11yViolations(page)
      if (violations.length > 0) found[what] = violations
    }
    await scan('/ with follows')

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Enable notifications' }).click()
    await expect(page.getByRole('dialog', { name: 'Turn on notifications' })).toBeVisible()
    await scan('the notifications choice')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Turn on notifications' })).toHaveCount(0)

    // The reader of an episode offers the same follow, already on.
    const episode = await storyByTitle(page.request, 'The Gatekeeper of Vessa')
    await page.goto(`/read/${episode.id}`)
    await expect(page.getByRole('button', { name: 'Following The Infinaeon Chronicles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await scan('the reader with Follow')

    await page.goto('/favourites')
    await expect(page.getByRole('heading', { name: 'Following' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Following The Infinaeon Chronicles' })).toBeVisible()
    await scan('/favourites with follows')
    await page.getByRole('link', { name: 'Change' }).click()
    await expect(page.getByRole('radio', { name: /^Everything new/ })).toBeChecked()
    await page.getByRole('radio', { name: /^Only what I follow/ }).check()
    await expect(page.getByRole('status').filter({ hasText: 'Used when you turn notifications on.' })).toBeVisible()
    await scan('/data-settings#notifications')
    expect(found).toEqual({})
  })
})
