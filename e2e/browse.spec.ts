// Browsing on a phone: favourites kept on the device, the library's filter, sort and search,
// offline search, shared links, and the admin's delete.
import { expect, test } from './test.ts'
import { asReturningReader, hasLocalRow, localCount, publishStory, waitForServiceWorker } from './support.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
})

test('a favourited story appears on Your Favourites and stays after a reload', async ({ page }) => {
  await page.goto('/library')
  const card = page.getByTestId('story-card').filter({ hasText: 'Quiet Engines' })
  await card.getByRole('button', { name: 'Favourite "Quiet Engines"' }).click()
  await expect(card.getByRole('button', { name: 'Favourite "Quiet Engines"' })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/favourites')
  await expect(page.getByRole('heading', { name: 'Your Favourites' })).toBeVisible()
  await expect(page.getByTestId('story-card')).toHaveCount(1)
  await page.reload()
  await expect(page.getByTestId('story-card').getByRole('link', { name: 'Quiet Engines' })).toBeVisible()
})

test('the library filters, sorts and searches', async ({ page, request }) => {
  // Other tests publish stories on the same server: count what is there now.
  const all = (await (await request.get('/api/stories')).json()) as Array<{ category: string }>
  const standaloneCount = all.filter((s) => s.category === 'standalone').length
  await page.goto('/library')
  await expect(page.getByText(/^Showing \d+ of \d+ stories$/)).toBeVisible()
  const total = Number((await page.getByText(/^Showing \d+ of \d+ stories$/).textContent())!.match(/of (\d+)/)![1])

  await page.getByLabel('Filter').selectOption({ label: 'Standalone Only' })
  const standalone = page.getByTestId('story-card')
  await expect(standalone).toHaveCount(standaloneCount)
  await expect(page.getByText(`Showing ${standaloneCount} of ${total} stories`)).toBeVisible()

  await page.getByLabel('Sort by').selectOption({ label: 'Title A-Z' })
  // The list is drawn again after the choice: read it until it is in title order.
  const titles = () => standalone.getByRole('heading').allTextContents()
  await expect
    .poll(async () => {
      const now = await titles()
      return now.join('|') === [...now].sort((a, b) => a.localeCompare(b)).join('|')
    })
    .toBe(true)

  await page.getByLabel('Filter').selectOption({ label: 'All Stories' })
  await page.getByLabel('Search library').fill('lighthouse')
  await expect(page.getByText(`Showing 1 of ${total} stories for "lighthouse"`)).toBeVisible()
  await expect(
    page.getByTestId('story-card').getByRole('link', { name: 'The Lighthouse at the End of Time' }),
  ).toBeVisible()
})

test('typing in the library search narrows the list without blanking it at each keystroke', async ({ page }) => {
  await page.goto('/library')
  await expect(page.getByText(/^Showing \d+ of \d+ stories$/)).toBeVisible()
  await expect(page.getByTestId('story-card').first()).toBeVisible()
  // Every loading placeholder put in the page from now on.
  await page.evaluate(() => {
    const placeholders: string[] = []
    Object.assign(window, { placeholders })
    const isPlaceholder = (node: Node) =>
      node instanceof Element &&
      (node.matches('[data-testid=story-skeleton]') || node.querySelector('[data-testid=story-skeleton]') !== null)
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (isPlaceholder(node)) placeholders.push((node as Element).outerHTML.slice(0, 80))
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByLabel('Search library').pressSequentially('lighthouse', { delay: 20 })
  await expect(page.getByText(/^Showing 1 of \d+ stories for "lighthouse"$/)).toBeVisible()
  expect(await page.evaluate(() => Reflect.get(window, 'placeholders'))).toEqual([])
})

test('home search finds a story by words in its text, offline too', async ({ page, context, request }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Series Collections' })).toBeVisible()
  const stories = await (await request.get('/api/stories')).json()
  await expect.poll(() => localCount(page, 'storyContent'), { timeout: 20_000 }).toBeGreaterThanOrEqual(stories.length)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Search stories' }).click()
  await page.getByRole('searchbox', { name: 'Search stories' }).fill('aperture')
  await expect(page.getByTestId('story-card').getByRole('link', { name: 'The Gatekeeper of Vessa' })).toBeVisible()
  await context.setOffline(false)
})

test('a shared story link opens the story', async ({ page, request }) => {
  const story = await publishStory(request, { title: 'Shared Signal', content: 'Pass it on.' })
  await page.goto(`/share/story/${story.id}`)
  await expect(page).toHaveURL(new RegExp(`/read/${story.id}$`))
  await expect(page.getByRole('heading', { name: 'Shared Signal', level: 1 })).toBeVisible()
})

test('the admin deletes a story after confirming', async ({ page, request }) => {
  const story = await publishStory(request, { title: 'Short-lived Star', content: 'Gone soon.' })
  expect((await page.request.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(200)
  await page.addInitScript(() => localStorage.setItem('icu_admin_auth', 'true'))
  await page.goto('/library')
  const card = page.getByTestId('story-card').filter({ hasText: 'Short-lived Star' })
  await card.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(
    confirm.getByText('Are you sure you want to delete "Short-lived Star"? This action cannot be undone.'),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Story deleted successfully!', { exact: true })).toBeVisible()
  await expect(card).toHaveCount(0)
  expect((await request.get(`/api/stories/${story.id}`)).status()).toBe(404)
})

test('the featured hero shows the newest featured story and asks for its cover before other images', async ({
  page,
  request,
}) => {
  const featured = (await (await request.get('/api/stories?featured=true&limit=1')).json()) as Array<{ title: string }>
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Featured stories' })
  await expect(hero.getByRole('heading', { name: featured[0]!.title })).toBeVisible()
  await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high')
})

// The featured hero's rotation after a tap (issue 56): a phone leaves the tapped button focused and
// "hovered", which held the hero for good. Now a tap moves it at once and the next move comes one
// full period (8 s) later; a mouse over it still holds it (featured-hero.tsx, the README). On a
// device that has synced, so the home is drawn from the device's data from its first paint: on a
// first visit the tap could land before the page moved to the device's data, which drew it anew.
test("after a tap on the hero's next button, it rotates again one full period later", async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await expect.poll(() => hasLocalRow(page, 'syncState', 'lastPulledAt')).toBe(true)
  await page.clock.install()
  await page.reload()
  const hero = page.getByRole('region', { name: 'Featured stories' })
  const slide = hero.locator('[aria-roledescription="slide"]')
  await expect(slide).toHaveAttribute('aria-label', /^\d+ of \d+$/)
  await page.waitForLoadState('networkidle')
  // From here the page's clock moves only by runFor: a loaded machine's slow steps move nothing.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
  const [at, count] = (await slide.getAttribute('aria-label'))!.split(' of ').map(Number) as [number, number]
  expect(count).toBeGreaterThanOrEqual(3)
  const nth = (steps: number) => `${((at - 1 + steps) % count) + 1} of ${count}`
  await hero.getByRole('button', { name: 'Next featured story' }).tap()
  await expect(slide).toHaveAttribute('aria-label', nth(1))
  await page.clock.runFor(7_900)
  await expect(slide).toHaveAttribute('aria-label', nth(1))
  await page.clock.runFor(200)
  await expect(slide).toHaveAttribute('aria-label', nth(2))
})
