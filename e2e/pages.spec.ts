// The hub's own pages: the universe, the legal pages, Data Settings, Cookie Preferences
// and the 404 render real content, and after one online visit every one of them opens offline.
import { expect, test } from './test.ts'
import { asReturningReader, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const PAGES = [
  { path: '/infinaeon-universe', heading: 'The Infinaeon Universe', text: 'The Curve Ascended' },
  { path: '/terms-of-service', heading: 'Terms of Service', text: 'August 17, 2025' },
  { path: '/privacy-policy', heading: 'Privacy Policy', text: '2 years' },
  { path: '/user-agreement', heading: 'User Agreement', text: 'Comments' },
  { path: '/community-guidelines', heading: 'Community Guidelines', text: 'August 2024' },
  { path: '/data-settings', heading: 'Data Settings', text: 'Export My Data' },
  { path: '/cookie-preferences', heading: 'Cookie Preferences', text: 'Accept All' },
]

test('every page of the hub opens offline with its content after one online visit', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  for (const { path, heading, text } of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await expect(page.getByText(text).first(), path).toBeVisible()
  }
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await context.setOffline(false)
})

test("every page names itself in the window's title, loaded or reached from the footer, and so does the 404 (issue 56)", async ({
  page,
}) => {
  for (const { path, heading } of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await expect(page, path).toHaveTitle(`${heading} · Infinaeon Hub`)
  }
  await page.goto('/')
  for (const { path, heading } of PAGES.filter((one) => one.path !== '/infinaeon-universe')) {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: heading }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await expect(page, path).toHaveTitle(`${heading} · Infinaeon Hub`)
  }
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found · Infinaeon Hub')
  await page.getByRole('link', { name: 'Music', exact: true }).last().click()
  await expect(page).toHaveTitle('Music · Infinaeon Hub')
})

test('the legal pages say what the spec asks and lead back home', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByText('August 17, 2025')).toBeVisible()
  await expect(page.getByText(/under 13/).first()).toBeVisible()
  await expect(page.getByText(/2 years/).first()).toBeVisible()
  await page
    .getByRole('link', { name: /Back to Home/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/community-guidelines')
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/infinaeon-universe')
  await page
    .getByRole('link', { name: /Characters/ })
    .last()
    .click()
  await expect(page.getByRole('heading', { name: 'Character Hub' })).toBeVisible()
})

test('the 404 page offers a search of the stories and the way home', async ({ page }) => {
  await page.goto('/nowhere/at/all')
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search stories' }).fill('gatekeeper')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/\?q=gatekeeper$/)
  await expect(page.getByTestId('story-card').filter({ hasText: 'The Gatekeeper of Vessa' }).first()).toBeVisible()
})

test("the home page's View All opens the library with that section's filter", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View All Standalone Stories' }).click()
  await expect(page).toHaveURL(/\/library\?filter=standalone$/)
  await expect(page.getByLabel('Filter')).toHaveValue('standalone')
})
