// The app frame: unknown routes, no published source, the faction picker, and the admin session.
import { expect, test } from './test.ts'
import { asReturningReader } from './support.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'

test('an unknown route shows the 404 page', async ({ page }) => {
  await asReturningReader(page)
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('the built app publishes no source maps', async ({ page, request }) => {
  await page.goto('/')
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of [...scripts, '/sw.js']) {
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404)
    expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL')
  }
})

test('the faction is chosen once, themes the app and is remembered', async ({ page }) => {
  await page.goto('/')
  const picker = page.getByRole('dialog', { name: 'Choose Your Faction' })
  await expect(picker).toBeVisible()
  // Escape never dismisses it before a choice, not even a second time (when a browser may close a
  // modal whose cancel was refused), and the page behind cannot be used meanwhile.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(picker).toBeVisible()
  const menuTap = await page
    .getByRole('button', { name: 'Open menu' })
    .click({ trial: true, timeout: 1_000 })
    .then(
      () => 'answered',
      () => 'blocked',
    )
  expect(menuTap).toBe('blocked')
  await picker.getByRole('radio', { name: /The Curve Ascended/ }).click()
  await picker.getByRole('button', { name: 'Apply Theme' }).click()
  await expect(picker).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-faction', 'curve')
  expect(
    await page.evaluate(() => [localStorage.getItem('selectedFaction'), localStorage.getItem('icu_faction_selection')]),
  ).toEqual(['curve', 'curve'])
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Series Collections' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Choose Your Faction' })).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('data-faction', 'curve')
})

test('an invalid stored faction asks again', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selectedFaction', 'empire'))
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: 'Choose Your Faction' })).toBeVisible()
})

test('the admin logs in, sees the badge, and logs out', async ({ page }) => {
  await asReturningReader(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Admin login' }).click()
  const dialog = page.getByRole('dialog')
  const login = dialog.getByRole('button', { name: 'Login' })
  await expect(login).toBeDisabled()
  await dialog.getByLabel('Password', { exact: true }).fill('wrong password')
  await login.click()
  await expect(page.getByText('Invalid admin password. Please try again.', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('')

  await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await login.click()
  await expect(page.getByText('Admin Access Granted', { exact: true })).toBeVisible()
  await expect(page.getByText('Admin', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('icu_admin_auth'))).toBe('true')
  expect((await page.request.get('/api/auth/user')).status()).toBe(200)

  // On a phone, logging out is in the menu (the header keeps the badge).
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Log out of admin' }).click()
  await expect(page.getByRole('button', { name: 'Admin login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('icu_admin_auth'))).not.toBe('true')
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
})

test('a stale admin flag without a session is cleared', async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('icu_admin_auth', 'true'))
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Admin login' })).toBeVisible()
})
