// Accessibility: axe finds no serious or critical problem on home, library, the reader, the player,
// music, characters and links, on a phone and on a desktop screen. (CSP is bypassed only so the test can inject axe.)
import { expect, test } from './test.ts'
import { asAdmin, asReturningReader, seriousA11yViolations, storyByTitle } from './support.ts'

test.use({ bypassCSP: true })

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
})

test('home has no serious accessibility problems @desktop', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Series Collections' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the library has no serious accessibility problems @desktop', async ({ page }) => {
  await page.goto('/library')
  await expect(page.getByText(/^Showing \d+ of \d+ stories$/)).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the reader has no serious accessibility problems in any theme @desktop', async ({ page, request }) => {
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  for (const theme of ['dark', 'light', 'sepia']) {
    await page.addInitScript(
      (value) =>
        localStorage.setItem('reading_settings', JSON.stringify({ fontSize: 16, lineSpacing: 1.6, theme: value })),
      theme,
    )
    await page.goto(`/read/${story.id}`)
    await expect(page.getByRole('heading', { name: 'Chapter 1: First Watch' })).toBeVisible()
    expect(await seriousA11yViolations(page), theme).toEqual([])
  }
})

test('the player, the mini player and Audio Settings have no serious accessibility problems @desktop', async ({
  page,
}) => {
  // The install card floats over the footer on a phone; this reader has dismissed it.
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto('/library')
  await page
    .getByTestId('story-card')
    .filter({ hasText: 'The Gatekeeper of Vessa' })
    .getByRole('button', { name: 'Listen' })
    .click()
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', /playing|ready/)
  expect(await seriousA11yViolations(page), 'player').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible()
  expect(await seriousA11yViolations(page), 'mini player').toEqual([])
  await page.getByRole('button', { name: 'Audio Settings' }).click()
  await expect(page.getByRole('dialog', { name: 'Audio Settings' })).toBeVisible()
  expect(await seriousA11yViolations(page), 'audio settings').toEqual([])
})

test('music, an album, the Character Hub and the Links page (as the admin) have no serious accessibility problems @desktop', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await asAdmin(page)
  await page.goto('/music')
  await expect(page.getByRole('heading', { name: 'Music Library' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Signals from the Gate/ })).toBeVisible()
  expect(await seriousA11yViolations(page), 'music').toEqual([])
  await page.getByRole('button', { name: /Signals from the Gate/ }).click()
  await expect(
    page.getByRole('dialog', { name: 'Signals from the Gate' }).getByRole('list', { name: 'Tracks' }),
  ).toBeVisible()
  expect(await seriousA11yViolations(page), 'album').toEqual([])

  await page.goto('/characters')
  await expect(page.getByTestId('character-card').first()).toBeVisible()
  expect(await seriousA11yViolations(page), 'characters').toEqual([])
  await page.getByTestId('character-card').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousA11yViolations(page), 'character').toEqual([])

  await page.goto('/links')
  await expect(page.getByTestId('link-card').first()).toBeVisible()
  await page.getByRole('button', { name: 'Add Link' }).click()
  expect(await seriousA11yViolations(page), 'links').toEqual([])
})

test("the hub's own pages and the 404 have no serious accessibility problems @desktop", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  for (const [path, heading] of [
    ['/infinaeon-universe', 'The Infinaeon Universe'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/user-agreement', 'User Agreement'],
    ['/community-guidelines', 'Community Guidelines'],
    ['/data-settings', 'Data Settings'],
    ['/notes', 'Notes'],
    ['/cookie-preferences', 'Cookie Preferences'],
    ['/no/such/page', '404 Page Not Found'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await seriousA11yViolations(page), path).toEqual([])
  }
})
