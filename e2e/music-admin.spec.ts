// The admin curates music from the app: a track uploaded with its progress
// showing and the dialog locked meanwhile, its title taken from the file name, a new album made
// for it; the album edited, a track added to it, and the album deleted after confirming.
import { expect, test, type Page } from './test.ts'
import { asAdmin, asReturningReader, createAlbum, fixture, openMusicUpload } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const upload = (page: Page) => page.getByRole('dialog', { name: 'Upload Track' })

test('a visitor sees no music admin controls', async ({ page, request }) => {
  await createAlbum(request, 'Open Skies', ['Wide'])
  await page.goto('/music')
  await expect(page.getByRole('button', { name: /Open Skies/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upload a track' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Upload Track' })).toHaveCount(0)
  await page.getByRole('button', { name: /Open Skies/ }).click()
  await expect(
    page.getByRole('dialog', { name: 'Open Skies' }).getByRole('button', { name: 'Share "Open Skies"' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit album' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete album' })).toHaveCount(0)
})

test('the admin uploads a track with progress; the form is locked until it is done', async ({ page, request }) => {
  await asAdmin(page)
  await page.goto('/music')
  await openMusicUpload(page, 'Upload a track')
  const d = upload(page)
  await expect(d).toBeVisible()
  await expect(d.getByRole('button', { name: 'Upload' })).toBeDisabled()

  await d
    .getByLabel('Audio File')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') })
  await expect(page.getByText('Invalid File', { exact: true })).toBeVisible()
  await expect(d.getByLabel('Audio File')).toHaveValue('') // emptied: what it shows is what is sent
  await d.getByLabel('Audio File').setInputFiles(fixture('audio', 'narration-long.mp3'))
  await expect(d.getByLabel('Title')).toHaveValue('narration-long')
  await d.getByLabel('Title').fill('The Long Narration')
  await d.getByLabel('Artist').fill('Voice of the Gate')
  await d.getByLabel('Album').fill('Spoken Worlds')
  await d.getByLabel('Track Number').fill('1')
  await d
    .getByLabel('Cover Image')
    .setInputFiles({ name: 'cover.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
  await expect(page.getByTestId('toast').getByText('Please select an image file')).toBeVisible()
  await expect(d.getByLabel('Cover Image')).toHaveValue('')
  await expect(d.getByLabel('Title')).toHaveValue('The Long Narration') // the other fields are kept
  await d.getByLabel('Cover Image').setInputFiles(fixture('images', 'gps-DSCN0010.jpg'))

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  })
  await d.getByRole('button', { name: 'Upload' }).click()
  await expect(d.getByText(/^Uploading: \d+% \(/)).toBeVisible()
  await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  await expect(d.getByLabel('Title')).toBeDisabled()
  await expect(d.getByLabel('Audio File')).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(d).toBeVisible()
  await expect(page.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(upload(page)).toHaveCount(0)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  const albums = (await (await request.get('/api/albums')).json()) as Array<{
    title: string
    totalTracks: number
    totalDuration: string
    coverImageUrl: string | null
  }>
  const album = albums.find((a) => a.title === 'Spoken Worlds')!
  expect(album.totalTracks).toBe(1)
  expect(Math.abs(Number(album.totalDuration) - 167)).toBeLessThanOrEqual(1)
  await expect(page.getByRole('button', { name: /Spoken Worlds/ })).toContainText('1 track · 3m')
})

test('the admin edits an album, adds a track to it, and deletes it after confirming', async ({ page, request }) => {
  await asAdmin(page)
  const [first] = await createAlbum(request, 'Draft Constellations', ['Sketch'])
  await page.goto('/music')
  await page.getByRole('button', { name: /Draft Constellations/ }).click()
  const album = page.getByRole('dialog', { name: 'Draft Constellations' })
  await album.getByRole('button', { name: 'Edit album' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Album' })
  await edit.getByLabel('Title').fill('Final Constellations')
  await edit.getByLabel('Description').fill('Charted at last.')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Album updated', { exact: true })).toBeVisible()
  const renamed = page.getByRole('dialog', { name: 'Final Constellations' })
  await expect(renamed.getByText('Charted at last.')).toBeVisible()

  await renamed.getByRole('button', { name: 'Edit album' }).click()
  await edit.getByRole('button', { name: 'Add track' }).click()
  const add = page.getByRole('dialog', { name: 'Add a track to Final Constellations' })
  await add.getByLabel('Title').fill('Second Sketch')
  await add.getByRole('button', { name: 'Add Track' }).click()
  await expect(page.getByText('Audio file required', { exact: true })).toBeVisible()
  await add.getByLabel('Audio File').setInputFiles(fixture('audio', 'notags.mp3'))
  await expect(add.getByLabel('Title')).toHaveValue('Second Sketch') // a typed title is kept
  await add.getByRole('button', { name: 'Add Track' }).click()
  await expect(page.getByText('Success', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(edit.getByRole('region', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(2)
  await edit.getByRole('button', { name: 'Close' }).click() // back to the album
  await expect(edit).toHaveCount(0)
  await expect(renamed.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(2)
  await expect(renamed.getByText('Album · 2 tracks · 1m')).toBeVisible()

  await page.keyboard.press('Escape') // the album dialog
  await page.getByRole('button', { name: /Final Constellations/ }).click()
  await renamed.getByRole('button', { name: 'Delete album' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Album' })
  await expect(confirm).toContainText('Are you sure you want to delete "Final Constellations" and its 2 tracks?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Album deleted', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Final Constellations/ })).toHaveCount(0)
  const albums = (await (await request.get('/api/albums')).json()) as Array<{ id: string }>
  expect(albums.some((a) => a.id === first!.albumId)).toBe(false)
  expect((await request.get(`/api/tracks/${first!.id}/stream`)).status()).toBe(404)
})

test("a refused album delete says so once, in the spec's words with the server's reason, and keeps the album", async ({
  page,
  request,
}) => {
  await asAdmin(page)
  await createAlbum(request, 'Stubborn Nebula', ['Hold'])
  await page.goto('/music')
  await page.getByRole('button', { name: /Stubborn Nebula/ }).click()
  await page.getByRole('dialog', { name: 'Stubborn Nebula' }).getByRole('button', { name: 'Delete album' }).click()
  await page.context().clearCookies() // the session ended meanwhile: the server refuses (401)
  await page.getByRole('dialog', { name: 'Delete Album' }).getByRole('button', { name: 'Delete' }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Failed to delete album "Stubborn Nebula": ')
  await expect(page.getByRole('dialog', { name: 'Delete Album' })).toBeVisible()
  const albums = (await (await request.get('/api/albums')).json()) as Array<{ title: string }>
  expect(albums.some((a) => a.title === 'Stubborn Nebula')).toBe(true)

  // The album's card says so, with Retry and Discard side by side: never "Discard" on a line of
  // its own under the others (issue 56).
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const card = page.locator('main li').filter({ has: page.getByRole('button', { name: /Stubborn Nebula/ }) })
  const [retry, discard] = [card.getByRole('button', { name: 'Retry' }), card.getByRole('button', { name: 'Discard' })]
  await expect(discard).toBeVisible()
  expect((await discard.boundingBox())!.y).toBe((await retry.boundingBox())!.y)
})
