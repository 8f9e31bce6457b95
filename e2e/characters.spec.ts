// The Character Hub: drawn by the server on a visit, 8 skeletons until the device knows, search by role and faction,
// the admin adds a character with a camera JPEG (served without its GPS), edits and deletes it,
// and the page with its pictures works offline.
import fs from 'node:fs'
import { expect, test, type Page } from './test.ts'
import sharp from 'sharp'
import { E2E_ADMIN_PASSWORD } from './servers.ts'
import { asAdmin, asReturningReader, createCharacter, fixture, storyByTitle, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const cards = (page: Page) => page.getByTestId('character-card')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search characters' })

test('a visit is drawn with the characters; on the way from another page, 8 skeletons show until the first sync brings them', async ({
  page,
}) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/sync**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/characters')
  await expect(cards(page).filter({ hasText: 'Ilen Marr' })).toBeVisible()
  await expect(page.getByTestId('character-skeleton')).toHaveCount(0)

  await page.goto('/')
  if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('link', { name: 'Characters' }).first().click()
  await expect(page.getByRole('heading', { name: 'Character Hub' })).toBeVisible()
  await expect(page.getByTestId('character-skeleton')).toHaveCount(8)
  release()
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByTestId('character-skeleton')).toHaveCount(0)
})

test('search finds characters by role as shown, by faction, by name and by bio', async ({ page, request }) => {
  await createCharacter(request, {
    name: 'Quill Marrow',
    bio: 'Archivist of the lower stacks.',
    faction: 'knights',
    role: 'Supporting',
  })
  await createCharacter(request, {
    name: 'Sable Ost',
    bio: 'Walks the Curve at night. '.repeat(8),
    faction: 'curve',
    role: 'Antagonist',
  })
  await page.goto('/characters')
  const sable = cards(page).filter({ hasText: 'Sable Ost' })
  await expect(sable).toContainText('The Curve Ascended')
  await expect(sable).toContainText('Antagonist')
  // The bio is cut at 100 characters on the card.
  const shownBio = (await sable.locator('span.text-sm').textContent())!
  expect(shownBio.endsWith('…')).toBe(true)
  expect([...shownBio].length).toBeLessThanOrEqual(101)

  await search(page).fill('supporting character')
  await expect(cards(page).filter({ hasText: 'Quill Marrow' })).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Sable Ost' })).toHaveCount(0)
  await search(page).fill('curve antagonist')
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page)).toContainText('Sable Ost')
  await search(page).fill('lower stacks')
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page)).toContainText('Quill Marrow')
  await search(page).fill('nobody by this name')
  await expect(page.getByText('No character matches that search.')).toBeVisible()

  await search(page).fill('')
  await sable.click()
  const dialog = page.getByRole('dialog', { name: 'Sable Ost' })
  await expect(dialog).toContainText('Walks the Curve at night.')
  await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0)
})

test('the admin adds a character with a camera photo (no GPS served), edits and deletes it', async ({
  page,
  request,
}) => {
  await asAdmin(page)
  await page.goto('/characters')
  await page.getByRole('button', { name: 'Add Character' }).click()
  const form = page.getByRole('dialog', { name: 'Add Character' })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Missing information', { exact: true })).toBeVisible()

  await form.getByLabel('Name').fill('Tamsin Vale')
  await form.getByLabel('Bio').fill('Pilot of the last ferry across the Curve. <b>Not bold.</b> 🚀')
  await form.getByLabel('Faction').selectOption('neutral')
  await form.getByLabel('Role').selectOption('Protagonist')
  await form.getByLabel('Picture').setInputFiles(fixture('images', 'gps-DSCN0010.jpg'))
  await expect(form.getByRole('img', { name: 'Picture preview' })).toBeVisible()
  // For mentions in stories: other names, and the story she first appears in.
  await form.getByLabel('Also called').fill('Tamsin,  the ferry pilot, ')
  await form
    .getByLabel('First appears in')
    .selectOption({ label: 'The Gatekeeper of Vessa (The Infinaeon Chronicles, S1E1)' })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Character added', { exact: true })).toBeVisible({ timeout: 15_000 })
  const gatekeeper = await storyByTitle(request, 'The Gatekeeper of Vessa')
  const tamsin = (
    (await (await request.get('/api/characters')).json()) as Array<{
      name: string
      aliases: string[]
      firstStoryId: string
    }>
  ).find((c) => c.name === 'Tamsin Vale')
  expect(tamsin).toMatchObject({ aliases: ['Tamsin', 'the ferry pilot'], firstStoryId: gatekeeper.id })
  await expect(form).toHaveCount(0)

  const card = cards(page).filter({ hasText: 'Tamsin Vale' })
  await expect(card).toContainText('Neutral')
  await expect(card).toContainText('<b>Not bold.</b> 🚀')
  const saved = (
    (await (await request.get('/api/characters')).json()) as Array<{ name: string; image_url: string }>
  ).find((c) => c.name === 'Tamsin Vale')!
  expect(saved.image_url).toMatch(/^\/api\/media\//)
  const picture = await sharp(await (await request.get(saved.image_url)).body()).metadata()
  expect(picture.exif).toBeUndefined()

  await card.click()
  await page.getByRole('dialog', { name: 'Tamsin Vale' }).getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Character' })
  await expect(edit.getByLabel('Name')).toHaveValue('Tamsin Vale')
  await edit.getByLabel('Role').selectOption('Minor')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Character updated', { exact: true })).toBeVisible()
  // Back on the character's dialog, which shows the change.
  const shown = page.getByRole('dialog', { name: 'Tamsin Vale' })
  await expect(shown).toContainText('Minor Character')
  await expect(cards(page).filter({ hasText: 'Tamsin Vale' })).toContainText('Minor Character')

  await shown.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Character' })
  await expect(confirm).toContainText('Are you sure you want to delete "Tamsin Vale"?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Character deleted', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(cards(page).filter({ hasText: 'Tamsin Vale' })).toHaveCount(0)
  expect(
    ((await (await request.get('/api/characters')).json()) as Array<{ name: string }>).some(
      (c) => c.name === 'Tamsin Vale',
    ),
  ).toBe(false)
})

test('a picture the server refuses stops the save with "Upload Failed" and keeps the form', async ({ page }) => {
  await asAdmin(page)
  await page.goto('/characters')
  await page.getByRole('button', { name: 'Add Character' }).click()
  const form = page.getByRole('dialog', { name: 'Add Character' })
  await form.getByLabel('Name').fill('Broken Frame')
  await form.getByLabel('Bio').fill('Their picture never arrived.')
  // An image by its name and type, but not one inside: the server's image pipeline refuses it.
  await form
    .getByLabel('Picture')
    .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a picture</html>') })
  await form.getByRole('button', { name: 'Save' }).click()
  const toast = page.getByTestId('toast')
  await expect(toast.getByText('Upload Failed', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(toast).toContainText('Failed to upload image: ')
  await expect(form.getByLabel('Name')).toHaveValue('Broken Frame')
  await expect(cards(page).filter({ hasText: 'Broken Frame' })).toHaveCount(0)
})

test('the Character Hub and its pictures work offline', async ({ page, context, request }) => {
  const res = await request.post('/api/upload/character-image', {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    multipart: {
      image: {
        name: 'portrait.jpg',
        mimeType: 'image/jpeg',
        buffer: fs.readFileSync(fixture('images', 'orientation-portrait_6.jpg')),
      },
    },
  })
  expect(res.status()).toBe(201)
  const { url } = (await res.json()) as { url: string }
  const withPicture = await request.post('/api/characters', {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    data: { name: 'Offline Orla', bio: 'Always reachable.', image_url: url, faction: 'knights', role: 'Minor' },
  })
  expect(withPicture.status()).toBe(201)

  await page.goto('/characters')
  await waitForServiceWorker(page)
  await expect(cards(page).filter({ hasText: 'Offline Orla' })).toBeVisible()
  await expect
    .poll(() => page.evaluate(async (u) => (await caches.match(u)) !== undefined, url), { timeout: 15_000 })
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  const card = cards(page).filter({ hasText: 'Offline Orla' })
  await expect(card).toBeVisible()
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await search(page).fill('minor')
  await expect(card).toBeVisible()
})
