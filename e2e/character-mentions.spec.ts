// Character mentions in the reader (issue 25), with the demo's characters: a name (or an alias)
// links on its first mention in each chapter; a tap opens the character's card over the story and
// closing it returns to the same place; a character links only from the story it first appears in
// on; Reading Settings turns the links off. Offline too, from the device's characters.
import { expect, test, type Page } from './test.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'
import {
  asReturningReader,
  createCharacter,
  hasLocalText,
  showReadingTools,
  storyByTitle,
  waitForServiceWorker,
} from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  // The largest text: the story is longer than the screen, so "the same place" means something.
  await page.addInitScript(() => {
    localStorage.setItem('pwa-install-dismissed', 'true')
    if (!localStorage.getItem('reading_settings'))
      localStorage.setItem('reading_settings', JSON.stringify({ fontSize: 24 }))
  })
})

const mention = (page: Page, name: string) => page.locator('[data-passage]').getByRole('button', { name, exact: true })

test('a name links on its first mention in each chapter and opens the card over the story, offline too', async ({
  page,
  context,
  request,
}) => {
  const { id } = await storyByTitle(request, 'What the Curve Remembers')
  await page.goto(`/read/${id}`)
  // Ilen is named in both chapters (twice in the second), the Archivist by an alias in the second.
  await expect(mention(page, 'Ilen')).toHaveCount(2)
  await expect(page.locator('#c1-p1').getByRole('button', { name: 'Ilen' })).toBeVisible()
  await expect(page.locator('#c2-p3').getByRole('button')).toHaveText(['Ilen', 'Archivist'])
  await expect(page.locator('#c2-p3')).toContainText('Ilen asked her name.')

  const archivist = mention(page, 'Archivist')
  await archivist.evaluate((button) => button.scrollIntoView({ block: 'center' }))
  const place = await page.evaluate(() => window.scrollY)
  expect(place).toBeGreaterThan(0)
  await archivist.click()
  const card = page.getByRole('dialog', { name: 'The Archivist' })
  await expect(card).toContainText('remembers every shape the folding city has ever taken')
  await expect(card).toContainText('Curve Ascended')
  await card.getByRole('button', { name: 'Close' }).click()
  await expect(card).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(place)
  await expect(archivist).toBeFocused()

  await waitForServiceWorker(page)
  await expect.poll(() => hasLocalText(page, id), { timeout: 20_000 }).toBe(true)
  await context.setOffline(true)
  await page.goto('/')
  await page.goto(`/read/${id}`)
  await mention(page, 'Ilen').first().click()
  await expect(page.getByRole('dialog', { name: 'Ilen Marr' })).toContainText(
    'The youngest knight ever to stand watch at Vessa',
  )
})

test('a character links only from the story they first appear in on, in series order', async ({ page, request }) => {
  const [first, second, third] = await Promise.all(
    ['The Gatekeeper of Vessa', 'Salt and Starlight', 'What the Curve Remembers'].map((title) =>
      storyByTitle(request, title),
    ),
  )
  // Named in the first episode ("the gate of Vessa") and the third ("the gate chose"), first
  // appearing in the second: the first episode must not give it away.
  const gate = await createCharacter(request, {
    name: 'Gate of Vessa',
    bio: 'It speaks, sometimes.',
    aliases: ['the gate'],
    firstStoryId: second!.id,
  })
  try {
    await page.goto(`/read/${third!.id}`)
    await expect(mention(page, 'the gate')).toHaveCount(1)
    await page.goto(`/read/${first!.id}`)
    await expect(page.locator('#c1-p1').getByRole('button')).toHaveText(['Ilen Marr']) // the mentions are there
    await expect(page.locator('#c1-p1')).toContainText('the gate of Vessa')
    await expect(mention(page, 'the gate')).toHaveCount(0)
  } finally {
    await request.delete(`/api/characters/${gate.id}`, { headers: { 'x-admin-password': E2E_ADMIN_PASSWORD } })
  }
})

test('Reading Settings turns the links off, and they stay off', async ({ page, request }) => {
  const { id } = await storyByTitle(request, 'What the Curve Remembers')
  await page.goto(`/read/${id}`)
  await expect(mention(page, 'Ilen')).toHaveCount(2)
  await showReadingTools(page)
  await page.locator('#reading-tools').getByRole('button', { name: 'Reading Settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Reading Settings' })
  await settings.getByRole('switch', { name: /Character links/ }).click()
  await settings.getByRole('button', { name: 'Done' }).click()
  await expect(page.locator('[data-mention]')).toHaveCount(0)
  await expect(page.locator('#c2-p3')).toContainText('Ilen asked her name.')
  await page.reload()
  await expect(page.locator('#c2-p3')).toContainText('Ilen asked her name.')
  await expect(page.locator('[data-passage]').first()).toHaveId('c1-p1') // the places part is there
  await expect(page.locator('[data-mention]')).toHaveCount(0)
})
