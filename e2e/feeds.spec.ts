// The feeds from the app (issue 26): every page names them in its head (link rel="alternate"), and
// Subscribe, in the footer and in the phone's menu, lists their addresses to copy, with the
// podcast:// form that opens a podcast app.
import { expect, test } from './test.ts'
import { asReturningReader } from './support.ts'

test.beforeEach(async ({ page, context }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('the head names the feeds, and they answer', async ({ page, request }) => {
  await page.goto('/library')
  const podcast = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
  await expect(podcast).toHaveAttribute('href', '/feed/podcast.xml')
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feed/stories.atom',
  )
  const feed = await request.get('/feed/podcast.xml')
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  expect(await feed.text()).toContain('<title><![CDATA[The Gatekeeper of Vessa]]></title>')
})

test('Subscribe in the menu lists the feed addresses to copy, and opens a podcast app', async ({ page, baseURL }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  // The menu's own: the footer has a Subscribe too, under the menu (and in the page until the menu hides it).
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Subscribe' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subscribe' })
  await expect(dialog.getByRole('listitem')).toHaveCount(2 + 2) // the podcast, the Atom feed, each of the demo's two series
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'The Infinaeon Chronicles (podcast)' }).locator('code'),
  ).toHaveText(/\/feed\/series\/[0-9a-f-]{36}\.xml$/)
  const podcast = dialog.getByRole('listitem').filter({ hasText: 'Narrated stories (podcast)' })
  await expect(podcast).toContainText(`${baseURL}/feed/podcast.xml`)
  await expect(podcast.getByRole('link', { name: 'Open in a podcast app' })).toHaveAttribute(
    'href',
    `${baseURL!.replace('http://', 'podcast://')}/feed/podcast.xml`,
  )
  await dialog.getByRole('button', { name: 'Copy address: All stories (Atom feed)' }).click()
  await expect(page.getByTestId('toast').getByText('Feed address copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/feed/stories.atom`)
})

test('Subscribe in the footer @desktop', async ({ page, baseURL }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('dialog', { name: 'Subscribe' })).toContainText(`${baseURL}/feed/podcast.xml`)
})
