// The Links page: the admin adds links with the spec's checks (and a script address is
// refused), reorders them by keyboard and by mouse drag, the order survives a reload and is what a
// visitor sees, cards open in a new tab, and the page works offline.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from './test.ts'
import { asAdmin, asReturningReader, createLink, fixture, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const cards = (page: Page) => page.getByTestId('link-card')
const order = async (page: Page, titles: string[]) =>
  (await cards(page).allTextContents()).map((text) => titles.find((t) => text.includes(t))).filter(Boolean)

async function addLink(page: Page, title: string, url: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Link' }).click()
  const form = page.getByRole('form', { name: 'Add Link' })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('URL').fill(url)
  await form.getByRole('button', { name: 'Save' }).click()
}

test('the admin adds links, reorders them by keyboard and by mouse, and a visitor sees that order', async ({
  page,
  browser,
}) => {
  await asAdmin(page)
  await page.goto('/links')
  await expect(page.getByRole('heading', { name: 'Links' })).toBeVisible()

  await page.getByRole('button', { name: 'Add Link' }).click()
  const form = page.getByRole('form', { name: 'Add Link' })
  await expect(form.getByLabel('URL')).toHaveAttribute('placeholder', 'https://example.com')
  await form.getByLabel('Title').fill('Only a title')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Missing information', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter both title and URL.', { exact: true })).toBeVisible()
  await form.getByRole('button', { name: 'Cancel' }).click()

  await addLink(page, 'Script Trap', 'javascript:alert(document.cookie)')
  await expect(page.getByText('Failed to add link', { exact: true })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('form', { name: 'Add Link' }).getByRole('button', { name: 'Cancel' }).click()
  await expect(cards(page).filter({ hasText: 'Script Trap' })).toHaveCount(0)

  const titles = ['Alpha Archive', 'Beta Beacon', 'Gamma Gate']
  for (const [i, title] of titles.entries()) {
    await addLink(page, title, `https://example.com/${i}`)
    await expect(page.getByText('Link added!', { exact: true }).first()).toBeVisible({ timeout: 15_000 })
    await expect(cards(page).filter({ hasText: title })).toBeVisible()
  }
  expect(await order(page, titles)).toEqual(titles)
  const alpha = cards(page).filter({ hasText: 'Alpha Archive' }).getByRole('link')
  await expect(alpha).toHaveAttribute('target', '_blank')
  await expect(alpha).toHaveAttribute('rel', 'noopener noreferrer')

  // Keyboard: pick up Alpha, move it down in 25 px steps until it is over Beta (a card is taller
  // than one step), drop it.
  await page.getByRole('button', { name: 'Move "Alpha Archive"' }).focus()
  await page.keyboard.press('Space')
  const announced = page.getByRole('status').filter({ hasText: 'Alpha Archive is over Beta Beacon.' })
  let steps = 0
  while (steps < 12 && (await announced.count()) === 0) {
    await page.keyboard.press('ArrowDown')
    steps++
    // The step is drawn and announced in the frames after the key: read the announcement then (a
    // busy CI read it a step late once, and the next step took Alpha past Beta).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  expect(steps).toBeGreaterThan(1)
  await page.keyboard.press('Space')
  await expect(page.getByText('Links reordered successfully', { exact: true })).toBeVisible()
  await expect.poll(() => order(page, titles)).toEqual(['Beta Beacon', 'Alpha Archive', 'Gamma Gate'])

  // Mouse: drag Gamma by its handle above Beta (the drag starts after 10 px).
  const beta = cards(page).filter({ hasText: 'Beta Beacon' })
  await beta.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.evaluate(() => window.scrollBy(0, -120)) // clear of the sticky header
  const handle = (await page.getByRole('button', { name: 'Move "Gamma Gate"' }).boundingBox())!
  const top = (await beta.boundingBox())!
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
  await page.mouse.down()
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 15, { steps: 3 })
  await page.mouse.move(handle.x + handle.width / 2, top.y + 5, { steps: 12 })
  await page.mouse.up()
  await expect.poll(() => order(page, titles)).toEqual(['Gamma Gate', 'Beta Beacon', 'Alpha Archive'])
  await expect(page.getByText('Links reordered successfully', { exact: true }).first()).toBeVisible()

  await page.reload()
  await expect.poll(() => order(page, titles)).toEqual(['Gamma Gate', 'Beta Beacon', 'Alpha Archive'])

  const visitor = await browser.newPage()
  await asReturningReader(visitor)
  await visitor.goto('/links')
  await expect.poll(() => order(visitor, titles)).toEqual(['Gamma Gate', 'Beta Beacon', 'Alpha Archive'])
  await expect(visitor.getByRole('button', { name: /^Move "/ })).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: /^Delete "/ })).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: 'Add Link' })).toHaveCount(0)
  await visitor.close()

  await page.getByRole('button', { name: 'Delete "Beta Beacon"' }).click()
  await expect(page.getByText('Link deleted', { exact: true })).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Beta Beacon' })).toHaveCount(0)
})

test("the links page works offline, with the admin's description when there is no preview", async ({
  page,
  context,
  request,
}) => {
  await createLink(request, {
    title: 'Offline Harbour',
    url: 'https://example.com/harbour',
    description: 'Where the ferries rest.',
  })
  await page.goto('/links')
  await waitForServiceWorker(page)
  const card = cards(page).filter({ hasText: 'Offline Harbour' })
  await expect(card).toContainText('Where the ferries rest.')
  await expect(card).toContainText('example.com/harbour')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Links' })).toBeVisible()
  await expect(card).toContainText('Where the ferries rest.')
})

test("a link's preview picture sits above its words on a phone, leaving them the card's width (issue 56)", async ({
  page,
  request,
}) => {
  // A real site on loopback whose page names a preview picture, as the server's preview fetch reads it.
  const picture = fs.readFileSync(fixture('images', 'orientation-portrait_6.jpg'))
  const site = http.createServer((req, res) => {
    if (req.url === '/cover.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html><head><title>Almanac</title>
      <meta property="og:title" content="The Harbour Lights Almanac">
      <meta property="og:description" content="Every lighthouse of the Vessa coast, with its keeper and its hours.">
      <meta property="og:image" content="http://127.0.0.1:${(site.address() as AddressInfo).port}/cover.jpg"></head><body></body></html>`)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  try {
    await createLink(request, {
      title: 'Harbour almanac',
      url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/almanac`,
    })
    await asAdmin(page)
    await expect
      .poll(
        async () => {
          await page.goto('/links')
          return cards(page).filter({ hasText: 'The Harbour Lights Almanac' }).locator('img').count()
        },
        { timeout: 20_000 },
      )
      .toBe(1)
    const card = cards(page).filter({ hasText: 'The Harbour Lights Almanac' })
    // Beside a drag handle and Delete, a picture at its side left the words 154 px of a 390 px screen.
    const words = (await card.getByText('Every lighthouse of the Vessa coast', { exact: false }).boundingBox())!
    expect(words.width).toBeGreaterThan(200)
    const image = (await card.locator('img').boundingBox())!
    expect(image.y + image.height).toBeLessThanOrEqual(
      (await card.getByText('The Harbour Lights Almanac', { exact: true }).boundingBox())!.y,
    )
  } finally {
    await new Promise((resolve) => site.close(resolve))
  }
})
