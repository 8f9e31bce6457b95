// The pages a shared link opens (issue 26): the server names their thing in the head for chat
// apps (api/first-screen/page-previews.test.ts), and the app itself titles the window per route;
// the installed app opens the same pages offline from the worker's shell, exactly as before.
import { expect, test } from './test.ts'
import { asReturningReader, hasLocalText, storyByTitle, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

test('the window is titled per route, and the shared pages open offline after one visit', async ({
  page,
  context,
  request,
}) => {
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  const [album] = (await (await request.get('/api/albums')).json()) as Array<{ id: string; title: string }>
  await page.goto('/')
  await expect(page).toHaveTitle('Infinaeon Hub')
  // Moving within the app, the title follows.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Music', exact: true }).click()
  await expect(page).toHaveTitle('Music · Infinaeon Hub')
  await page.goto(`/share/story/${story.id}`)
  await expect(page).toHaveURL(`/read/${story.id}`)
  await expect(page).toHaveTitle('The Gatekeeper of Vessa · Infinaeon Hub')

  await waitForServiceWorker(page)
  await expect.poll(() => hasLocalText(page, story.id), { timeout: 20_000 }).toBe(true)
  await context.setOffline(true)
  await page.goto(`/share/story/${story.id}`)
  await expect(page).toHaveURL(`/read/${story.id}`)
  await expect(page.locator('#c1-p1')).toContainText('Ilen Marr had been told')
  await page.goto(`/share/album/${album!.id}`)
  await expect(page.getByRole('dialog', { name: album!.title })).toBeVisible()
  await page.goto('/characters')
  await expect(page.getByText('Ilen Marr').first()).toBeVisible()
  await expect(page).toHaveTitle('Characters · Infinaeon Hub')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Series Collections' })).toBeVisible()
})
