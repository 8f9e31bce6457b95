// Every write travels the outbox the same way (issue 21), on a phone with a second tab open: made
// offline, one after another, each dialog closes saying the change is kept on the device,
// each row shows it waits; back online the server holds each change exactly once, the link order
// is the one on screen, and no other toast appeared. A refused write is told once and does not
// hold back the next; a write that meets a server error is retried, and says so, not "Offline".
import Database from 'better-sqlite3'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import {
  asAdmin,
  asReturningReader,
  createAlbum,
  createCharacter,
  createLink,
  fixture,
  localCount,
  publishStory,
  waitForServiceWorker,
} from './support.ts'

const SAVED = 'Saved on this device'

test.beforeEach(async ({ context }) => {
  // Every toast of every tab, in order (one shows at a time, so each is recorded as it mounts).
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>()
    const record = () => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        if (seen.has(toast)) continue
        seen.add(toast)
        const list = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]
        sessionStorage.setItem(
          'e2e-toasts',
          JSON.stringify([...list, (toast as HTMLElement).innerText.replace(/\s+/g, ' ').trim()]),
        )
      }
    }
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true })
  })
})

const toasts = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[])
const linkCards = (page: Page) => page.getByTestId('link-card')
const outboxCount = (page: Page) => localCount(page, 'outbox')

/** A dialog's save, offline: it closes with the saved-on-device toast (it never waits for the network). */
async function savedOffline(page: Page, dialogName: string | RegExp, click: () => Promise<void>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('toast').filter({ hasText: SAVED })).toBeVisible()
}

/** The Add Link form, offline: it closes with the saved-on-device toast. */
async function addLinkOffline(page: Page, title: string, url: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Link' }).click()
  const form = page.getByRole('form', { name: 'Add Link' })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('URL').fill(url)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByTestId('toast').filter({ hasText: SAVED })).toBeVisible()
}

/** Picks a link up by keyboard and moves it down until it is over `overTitle`, then drops it. */
async function moveLinkOver(page: Page, title: string, overTitle: string): Promise<void> {
  await page.getByRole('button', { name: `Move "${title}"` }).focus()
  await page.keyboard.press('Space')
  const over = page.getByRole('status').filter({ hasText: `${title} is over ${overTitle}.` })
  for (let steps = 0; steps < 60 && (await over.count()) === 0; steps++) {
    await page.keyboard.press('ArrowDown')
    await page.waitForTimeout(50) // the announcement follows the move
  }
  await expect(over).toHaveCount(1)
  await page.keyboard.press('Space')
}

test('offline writes in a row each close saved on the device and reach the server exactly once, with two tabs open', async ({
  page,
  context,
  request,
}) => {
  // Six kinds of write on four pages, then their delivery: near a minute on a busy two-core host.
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const keep = await createLink(request, { title: `Keep ${stamp}`, url: 'https://example.com/keep' })
  const gone = await createLink(request, { title: `Gone ${stamp}`, url: 'https://example.com/gone' })
  const after = await createLink(request, { title: `After ${stamp}`, url: 'https://example.com/after' })
  const hero = await createCharacter(request, { name: `Hero ${stamp}`, bio: 'Before the edit.' })
  const [track] = await createAlbum(request, `Farewell ${stamp}`, ['Last Song'])
  const story = await publishStory(request, { title: `Draft ${stamp}`, content: 'Words to keep.' })
  await asReturningReader(page)
  await asAdmin(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))

  await page.goto('/links')
  await waitForServiceWorker(page)
  await expect(linkCards(page).filter({ hasText: after.title })).toBeVisible()
  const second = await context.newPage() // another tab of the installed app, syncing too
  await second.goto('/characters')
  await expect(second.getByTestId('character-card').filter({ hasText: hero.name })).toBeVisible()
  await context.setOffline(true)

  // Links: an add, a delete, and a reorder that moves a link past the deleted one.
  await addLinkOffline(page, `New ${stamp}`, 'https://example.com/new')
  const added = linkCards(page).filter({ hasText: `New ${stamp}` })
  await expect(added.getByRole('status', { name: /waiting to be sent/ })).toBeVisible()

  await page.getByRole('button', { name: `Delete "${gone.title}"` }).click()
  const deleted = linkCards(page).filter({ hasText: gone.title })
  await expect(deleted.getByRole('status', { name: /waiting to be sent/ })).toBeVisible()
  await moveLinkOver(page, keep.title, `New ${stamp}`) // the last link: past the deleted one
  const onScreen = async () => await linkCards(page).allTextContents()
  const mine = (texts: string[]) =>
    texts
      .map(
        (t) =>
          [keep, gone, after].find((l) => t.includes(l.title))?.title ?? (t.includes(`New ${stamp}`) ? 'new' : null),
      )
      .filter(Boolean)
  await expect.poll(async () => mine(await onScreen())).toEqual([gone.title, after.title, 'new', keep.title])

  // A character's edit with a new picture.
  await page.goto('/characters')
  await page.getByTestId('character-card').filter({ hasText: hero.name }).click()
  await page.getByRole('dialog', { name: hero.name }).getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Character' })
  await edit.getByLabel('Bio').fill('After the edit, offline.')
  await edit.getByLabel('Picture').setInputFiles(fixture('images', 'gps-DSCN0010.jpg'))
  await savedOffline(page, 'Edit Character', () => edit.getByRole('button', { name: 'Save' }).click())
  const shown = page.getByRole('dialog', { name: hero.name })
  await expect(shown).toContainText('After the edit, offline.')
  await shown.getByRole('button', { name: 'Close' }).click()
  await expect(
    page
      .getByTestId('character-card')
      .filter({ hasText: hero.name })
      .locator('..')
      .getByRole('status', { name: /waiting to be sent/ }),
  ).toBeVisible()

  // An album's delete.
  await page.goto('/music')
  await page.getByRole('button', { name: new RegExp(`Farewell ${stamp}`) }).click()
  const albumDialog = page.getByRole('dialog', { name: `Farewell ${stamp}` })
  await albumDialog.getByRole('button', { name: 'Delete album' }).click()
  await savedOffline(page, 'Delete Album', () =>
    page.getByRole('dialog', { name: 'Delete Album' }).getByRole('button', { name: 'Delete' }).click(),
  )
  await expect(
    albumDialog.getByRole('status', { name: /Delete album "Farewell .*": waiting to be sent/ }),
  ).toBeVisible()
  await albumDialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('status', { name: /Delete album "Farewell .*": waiting to be sent/ })).toBeVisible()

  // A story's edit, and a guest's comment on it.
  await page.goto('/library')
  await page.getByPlaceholder('Search by title or description...').fill(`Draft ${stamp}`)
  const card = page.getByTestId('story-card').filter({ hasText: `Draft ${stamp}` })
  await card.getByRole('button', { name: 'Edit', exact: true }).click()
  const storyDialog = page.getByRole('dialog', { name: 'Edit Story' })
  await storyDialog.getByLabel('Title').fill(`Final ${stamp}`)
  await savedOffline(page, 'Edit Story', () => storyDialog.getByRole('button', { name: 'Save Changes' }).click())
  await card.getByRole('button', { name: /Comments/ }).click()
  await card.getByLabel('Your comment').fill('Written in a tunnel')
  await card.getByRole('button', { name: 'Post' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Comment saved on this device' })).toBeVisible()
  await expect(card.getByRole('status', { name: /^Comment on .*waiting to be sent/ })).toBeVisible()
  await expect(card.getByRole('status', { name: /^Edit of .*waiting to be sent/ })).toBeVisible()

  await context.setOffline(false)
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0)

  const links = (await (await request.get('/api/links')).json()) as Array<{
    id: string
    title: string
    sortOrder: number
  }>
  const serverOrder = links.sort((a, b) => a.sortOrder - b.sortOrder).map((l) => l.title)
  expect(serverOrder.filter((t) => t === `New ${stamp}`)).toHaveLength(1)
  expect(serverOrder).not.toContain(gone.title)
  expect(serverOrder.slice(-3)).toEqual([after.title, `New ${stamp}`, keep.title])
  await page.goto('/links')
  await expect
    .poll(async () => (await onScreen()).map((t) => serverOrder.find((title) => t.includes(title))))
    .toEqual(serverOrder)

  const character = (
    (await (await request.get('/api/characters')).json()) as Array<{
      id: string
      bio: string
      image_url: string | null
    }>
  ).find((c) => c.id === hero.id)
  expect(character).toMatchObject({
    bio: 'After the edit, offline.',
    image_url: expect.stringMatching(/^\/api\/media\//),
  })
  const albums = (await (await request.get('/api/albums')).json()) as Array<{ id: string }>
  expect(albums.some((a) => a.id === track!.albumId)).toBe(false)
  expect(await (await request.get(`/api/stories/${story.id}`)).json()).toMatchObject({
    title: `Final ${stamp}`,
    content: 'Words to keep.',
  })
  const comments = (await (await request.get(`/api/stories/${story.id}/comments`)).json()) as Array<{ content: string }>
  expect(comments.map((c) => c.content)).toEqual(['Written in a tunnel'])

  const told = [...(await toasts(page)), ...(await toasts(second))]
  const expected = [SAVED, 'Comment saved on this device', 'Comment Added']
  expect(told.filter((text) => !expected.some((start) => text.startsWith(start)))).toEqual([])
  // The link add, delete and reorder, the character, the album and the story.
  expect(told.filter((text) => text.startsWith(SAVED))).toHaveLength(6)
})

test('a refusal is told once and does not hold back the next write; a server error is retried, not called offline', async ({
  page,
  context,
  request,
  server,
}) => {
  const stamp = Date.now().toString(36)
  await createAlbum(request, `Taken ${stamp}`, ['One'])
  await createAlbum(request, `Rename Me ${stamp}`, ['Two'])
  await asReturningReader(page)
  await asAdmin(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto('/music')
  await waitForServiceWorker(page)
  await expect(page.getByRole('button', { name: new RegExp(`Rename Me ${stamp}`) })).toBeVisible()

  // Offline, in a row: an album renamed to a title another album has (409), a script link (400),
  // and a good link, which must arrive although both before it are refused.
  await context.setOffline(true)
  await page.getByRole('button', { name: new RegExp(`Rename Me ${stamp}`) }).click()
  await page
    .getByRole('dialog', { name: `Rename Me ${stamp}` })
    .getByRole('button', { name: 'Edit album' })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Album' })
  await edit.getByLabel('Title').fill(`Taken ${stamp}`)
  await savedOffline(page, 'Edit Album', () => edit.getByRole('button', { name: 'Save' }).click())
  await page.goto('/links')
  await addLinkOffline(page, `Trap ${stamp}`, 'javascript:alert(1)')
  await addLinkOffline(page, `Fine ${stamp}`, 'https://example.com/fine')
  await context.setOffline(false)
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/links')).json()) as Array<{ title: string }>).filter(
          (l) => l.title === `Fine ${stamp}`,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1)
  const trap = linkCards(page).filter({ hasText: `Trap ${stamp}` })
  await expect(trap.getByRole('status', { name: /refused/ })).toBeVisible({ timeout: 15_000 })
  await expect
    .poll(async () => (await toasts(page)).filter((t) => t.startsWith('Failed to add link')), { timeout: 15_000 })
    .toHaveLength(1)
  await expect
    .poll(async () => (await toasts(page)).filter((t) => t.includes('Failed to update album')), { timeout: 15_000 })
    .toHaveLength(1)
  expect((await toasts(page)).find((t) => t.includes('Failed to update album'))).toContain(
    `Another album is already called "Taken ${stamp}"`,
  )
  await page.reload() // a reload tells nothing twice; the refused link waits for the admin's decision
  await expect(trap.getByRole('status', { name: /refused/ })).toBeVisible()
  expect((await toasts(page)).filter((t) => t.startsWith('Failed to add link'))).toHaveLength(1)
  await trap.getByRole('button', { name: 'Discard' }).click()
  await expect(trap).toHaveCount(0)

  // The server fails (a real 500: its database refuses new characters), then recovers.
  const database = new Database(path.join(server.dataDir, 'infinaeon.db'))
  database.pragma('busy_timeout = 5000')
  database.exec(
    "CREATE TRIGGER e2e_refuse_characters BEFORE INSERT ON characters BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
  )
  try {
    await page.goto('/characters')
    await page.getByRole('button', { name: 'Add Character' }).click()
    const add = page.getByRole('dialog', { name: 'Add Character' })
    await add.getByLabel('Name').fill(`Patient ${stamp}`)
    await add.getByLabel('Bio').fill('Waits for the server.')
    await add.getByRole('button', { name: 'Save' }).click()
    await expect(add).toBeHidden({ timeout: 5_000 })
    await expect(page.getByTestId('toast').filter({ hasText: SAVED })).toContainText('The server had a problem')
    await expect(page.getByTestId('character-card').filter({ hasText: `Patient ${stamp}` })).toBeVisible()
  } finally {
    database.exec('DROP TRIGGER IF EXISTS e2e_refuse_characters')
    database.close()
  }
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/characters')).json()) as Array<{ name: string }>).filter(
          (c) => c.name === `Patient ${stamp}`,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1)
  expect((await toasts(page)).filter((t) => /offline/i.test(t))).toEqual([])
})

test('a track added offline is listed in its album at once, marked, and becomes a real track online', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now().toString(36)
  await createAlbum(request, `Growing ${stamp}`, ['First Light'])
  await asReturningReader(page)
  await asAdmin(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto('/music')
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: new RegExp(`Growing ${stamp}`) }).click()
  const album = page.getByRole('dialog', { name: `Growing ${stamp}` })
  await expect(album.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(1)

  await context.setOffline(true)
  await album.getByRole('button', { name: 'Edit album' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Album' })
  await edit.getByRole('button', { name: 'Add track' }).click()
  const add = page.getByRole('dialog', { name: `Add a track to Growing ${stamp}` })
  await add.getByLabel('Audio File').setInputFiles(fixture('audio', 'notags.mp3'))
  await add.getByLabel('Title').fill('Second Light')
  await savedOffline(page, `Add a track to Growing ${stamp}`, () =>
    add.getByRole('button', { name: 'Add Track' }).click(),
  )
  await edit.getByRole('button', { name: 'Close' }).click()
  const arriving = album.getByRole('list', { name: 'Tracks on their way' })
  await expect(
    arriving
      .getByRole('listitem')
      .filter({ hasText: 'Second Light' })
      .getByRole('status', { name: /waiting to be sent/ }),
  ).toBeVisible()

  await context.setOffline(false)
  await expect(album.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
  await expect(arriving).toHaveCount(0)
  const tracks = (await (await request.get('/api/tracks')).json()) as Array<{ title: string; albumTitle: string }>
  expect(tracks.filter((t) => t.title === 'Second Light' && t.albumTitle === `Growing ${stamp}`)).toHaveLength(1)
})
