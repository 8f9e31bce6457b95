// Continue on another device (issue 60), at phone size: two browser contexts are two phones. A
// links B by the link its dialog shows (what the QR code holds); B joins on a tap. A favourite, a
// follow, a highlight with its note, a reading setting and a listening position made on A are on
// B after B's next sync; edits made while B was offline cross both ways once it is back; Unlink on
// B stops it (B keeps what it has); Forget me on A empties the server's copy (its database, read
// directly) and leaves each device its own. A step back on one is asked about on the other.
import crypto from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { devices } from '@playwright/test'
import { correction, generate } from 'lean-qr'
import { toSvgPath } from 'lean-qr/extras/svg'
import { expect, test, type BrowserContext, type Page } from './test.ts'
import {
  a11yViolations,
  asReturningReader,
  hasLocalText,
  localCount,
  localRow,
  playerAudio,
  publishStory,
  publishStoryWithAudio,
  showReadingTools,
  waitForServiceWorker,
} from './support.ts'

// bypassCSP only so axe can be injected.
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, bypassCSP: true }

async function phone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  return page
}

/** A's Link dialog; answers the link it shows, which is what its QR code holds. */
async function pairingLink(page: Page): Promise<string> {
  await page.goto('/data-settings#devices')
  await page.getByRole('button', { name: 'Link a device' }).click()
  const dialog = page.getByRole('dialog', { name: 'Link a device' })
  const link = (await dialog.getByTestId('pairing-link').textContent())!.trim()
  // The code drawn is the code of that link, module for module.
  const drawn = await dialog.getByTestId('pairing-qr').locator('path').getAttribute('d')
  expect(drawn).toBe(toSvgPath(generate(link, { minCorrectionLevel: correction.M })))
  return link
}

/** B opens the link and joins; the secret is gone from its address before it is used. */
async function join(page: Page, link: string): Promise<void> {
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Link this device' })).toBeVisible()
  expect(page.url()).toMatch(/\/link$/)
  await page.getByRole('button', { name: 'Link this device' }).click()
  await expect(page.getByTestId('link-result')).toContainText('Linked.')
}

/** A sync round of this page (what the app does on start, on focus, when back online). */
async function synced(page: Page): Promise<void> {
  const before = (await localRow<{ value: string }>(page, 'syncState', 'lastPulledAt'))?.value
  await page.reload()
  await expect
    .poll(async () => (await localRow<{ value: string }>(page, 'syncState', 'lastPulledAt'))?.value, {
      timeout: 20_000,
    })
    .not.toBe(before)
}

const favouriteIds = async (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('infinaeon-hub')
    const idb: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)))
    const keys: IDBValidKey[] = await new Promise((resolve) => {
      const req = idb.transaction('favourites').objectStore('favourites').getAllKeys()
      req.onsuccess = () => resolve(req.result)
    })
    idb.close()
    return (keys as string[]).sort()
  })

/** Highlights the first words of a story and notes them, as a touch selection leaves them (annotations.spec.ts). */
async function highlightWithNote(page: Page, storyId: string, text: string): Promise<void> {
  await page.goto(`/read/${storyId}`)
  await page
    .locator('[data-passage]')
    .first()
    .evaluate((element) => {
      const node = [...element.childNodes].find((child) => (child.textContent ?? '').trim().length > 8)!
      const range = document.createRange()
      range.setStart(node, 0)
      range.setEnd(node, 8)
      document.getSelection()!.removeAllRanges()
      document.getSelection()!.addRange(range)
    })
  await page.getByRole('group', { name: 'Selected text' }).getByRole('button', { name: 'Note' }).tap()
  const note = page.getByRole('dialog', { name: 'Note' })
  await note.getByLabel('Note').fill(text)
  await note.getByRole('button', { name: 'Save' }).tap()
  await expect(note).toBeHidden()
}

async function favourite(page: Page, story: { id: string; title: string }): Promise<void> {
  await page.goto('/library')
  await page
    .getByRole('button', { name: `Favourite "${story.title}"` })
    .first()
    .click()
  await expect.poll(() => localRow(page, 'favourites', story.id)).toBeDefined()
}

test('two phones linked by the QR link share favourites, follows, notes and places, offline too, until unlinked and forgotten', async ({
  page: unused,
  browser,
  baseURL,
  request,
  server,
}) => {
  test.setTimeout(240_000)
  await unused.close()
  const contextA = await browser.newContext({ ...PHONE, baseURL })
  const contextB = await browser.newContext({ ...PHONE, baseURL })
  const [a, b] = [await phone(contextA), await phone(contextB)]
  // Titles of their own: the cards are found by title, and a retry or a repeat may meet older ones.
  const run = Math.random().toString(36).slice(2, 6)
  const story = await publishStoryWithAudio(request, `The Shared Watch ${run}`)
  const second = await publishStory(request, { title: `Second Light ${run}`, content: 'The second light burned low.' })
  const third = await publishStory(request, { title: `Third Bell ${run}`, content: 'The third bell rang twice.' })

  // Pairing: B uses A's link; A's dialog says a device joined.
  const link = await pairingLink(a)
  expect(link).toMatch(new RegExp(`^${baseURL}/link#k=[A-Za-z0-9_-]{22}$`))
  expect(await a11yViolations(a)).toEqual([])
  await join(b, link)
  expect(await a11yViolations(b)).toEqual([])
  await expect(a.getByTestId('pairing-joined')).toContainText('A device joined at', { timeout: 15_000 })
  await a.getByRole('button', { name: 'Done' }).click()

  // On A: a favourite, a follow, a highlight with its note, a listening position.
  await favourite(a, story)
  await a.goto('/')
  await a.getByRole('button', { name: 'Follow The Infinaeon Chronicles' }).first().click()
  await expect(a.getByRole('button', { name: 'Following The Infinaeon Chronicles' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await highlightWithNote(a, story.id, 'Read this to Mara.')
  // And a setting: the reader's font size, 16 → 20.
  await showReadingTools(a)
  await a.getByRole('button', { name: /^16 — font size/ }).click()
  await expect(a.getByRole('button', { name: /^20 — font size/ })).toBeVisible()
  await a.getByRole('button', { name: 'Listen' }).first().click()
  await expect.poll(() => playerAudio(a).evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(2)
  await a.getByRole('dialog', { name: story.title }).getByRole('button', { name: 'Pause' }).click()
  const stoppedAt = await playerAudio(a).evaluate((audio: HTMLAudioElement) => audio.currentTime)
  await expect.poll(() => localCount(a, 'outbox'), { timeout: 20_000 }).toBe(0)

  // On B, after its next sync: all four.
  await b.goto('/favourites')
  await synced(b)
  // The profile's pull ends the round the public one started.
  await expect.poll(() => favouriteIds(b)).toContain(story.id)
  await expect(b.getByText(story.title).first()).toBeVisible()
  await expect(b.getByRole('button', { name: /Following The Infinaeon Chronicles/ }).first()).toBeVisible()
  await b.goto('/notes')
  await expect(b.getByTestId('note-item')).toContainText('Read this to Mara.')
  await expect
    .poll(() => b.evaluate(() => JSON.parse(localStorage.getItem('reading_settings') ?? '{}').fontSize))
    .toBe(20)
  const place = await localRow<{ currentPosition: number }>(b, 'audioProgress', story.id)
  expect(place?.currentPosition).toBeCloseTo(stoppedAt, 0)

  // Apart: B, offline, favourites the second story and notes the third; A favourites the third and
  // stops following. Back online, both have all of it.
  await b.goto('/favourites')
  await waitForServiceWorker(b)
  await expect.poll(() => hasLocalText(b, third.id), { timeout: 20_000 }).toBe(true)
  await contextB.setOffline(true)
  await favourite(b, second)
  await highlightWithNote(b, third.id, 'Ring it once more.')
  await favourite(a, third)
  await a.goto('/')
  await a.getByRole('button', { name: 'Following The Infinaeon Chronicles' }).first().click()
  await expect(a.getByRole('button', { name: 'Follow The Infinaeon Chronicles' }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect.poll(() => localCount(a, 'outbox'), { timeout: 20_000 }).toBe(0)
  await contextB.setOffline(false)
  await expect.poll(() => favouriteIds(b), { timeout: 30_000 }).toEqual([story.id, second.id, third.id].sort())
  await expect.poll(() => localCount(b, 'follows'), { timeout: 30_000 }).toBe(0)
  await synced(a)
  await expect.poll(() => favouriteIds(a)).toEqual([story.id, second.id, third.id].sort())
  await a.goto('/notes')
  await expect(a.getByTestId('note-item')).toHaveCount(2)
  await expect(a.getByTestId('note-item').filter({ hasText: 'Ring it once more.' })).toBeVisible()

  // Unlink on B: A's next favourite never reaches it; B keeps what it has.
  await b.goto('/data-settings#devices')
  await b.getByRole('button', { name: 'Unlink this device' }).click()
  await b.getByRole('dialog', { name: 'Unlink this device' }).getByRole('button', { name: 'Unlink' }).click()
  await expect(b.getByTestId('devices-state')).toContainText('Continue on another device')
  const fourth = await publishStory(request, { title: `Fourth Gate ${run}`, content: 'The fourth gate stood open.' })
  await favourite(a, fourth)
  await expect.poll(() => localCount(a, 'outbox'), { timeout: 20_000 }).toBe(0)
  // B holds no link any more, so no round of it pulls the profile.
  expect(await localRow(b, 'profile', 'current')).toBeUndefined()
  await synced(b)
  expect(await favouriteIds(b)).toEqual([story.id, second.id, third.id].sort())

  // Forget me on A: the server keeps no row of the profile (found by A's secret's hash, as the
  // server stores it); A keeps its own.
  const secret = (await localRow<{ secret: string }>(a, 'profile', 'current'))!.secret
  const db = new Database(path.join(server.dataDir, 'infinaeon.db'), { readonly: true, fileMustExist: true })
  const rowsOf = (profileId: string) =>
    Object.fromEntries(
      [
        'reader_profiles.id',
        'profile_devices.profile_id',
        'profile_pairings.profile_id',
        'profile_items.profile_id',
      ].map((column) => {
        const [table, key] = column.split('.')
        return [table, db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${key} = ?`).pluck().get(profileId)]
      }),
    )
  const hash = crypto.createHash('sha256').update(secret).digest('hex')
  const { profile_id: profileId } = db
    .prepare('SELECT profile_id FROM profile_devices WHERE secret_hash = ?')
    .get(hash) as { profile_id: string }
  expect(rowsOf(profileId).profile_items).toBeGreaterThan(0)
  await a.goto('/data-settings#devices')
  await a.getByRole('button', { name: 'Forget me everywhere' }).click()
  await a
    .getByRole('dialog', { name: 'Forget me everywhere' })
    .getByRole('button', { name: 'Forget me everywhere' })
    .click()
  await expect(a.getByTestId('devices-state')).toContainText('Continue on another device')
  try {
    expect(rowsOf(profileId)).toEqual({ reader_profiles: 0, profile_devices: 0, profile_pairings: 0, profile_items: 0 })
  } finally {
    db.close()
  }
  expect(await favouriteIds(a)).toEqual([story.id, second.id, third.id, fourth.id].sort())
  await contextA.close()
  await contextB.close()
})

test('a step back on one phone is asked about on the other, never jumped to', async ({
  page: unused,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  await unused.close()
  const contextA = await browser.newContext({ ...PHONE, baseURL })
  const contextB = await browser.newContext({ ...PHONE, baseURL })
  const [a, b] = [await phone(contextA), await phone(contextB)]
  const paragraphs = Array.from({ length: 80 }, (_, i) => `Watch ${i + 1}: the lamp burned on through the long night.`)
  const story = await publishStory(request, { title: 'The Long Watch', content: paragraphs.join('\n\n') })
  await join(b, await pairingLink(a))
  await expect(a.getByTestId('pairing-joined')).toBeVisible({ timeout: 15_000 })

  /** Scrolls A's reader to a share of the story and leaves it (the place is sent as the page goes). */
  const scrolled = (page: Page) =>
    page.evaluate(() => window.scrollY / (document.documentElement.scrollHeight - innerHeight))
  /** From where the reader reopened the story (`from`, once restored), scrolls to `share` and leaves. */
  const readTo = async (from: number, share: number) => {
    await a.goto(`/read/${story.id}`)
    await expect(a.getByText('Watch 80:')).toBeAttached()
    await expect.poll(() => scrolled(a)).toBeCloseTo(from, 1)
    await a.evaluate(
      (fraction) => window.scrollTo({ top: fraction * (document.documentElement.scrollHeight - innerHeight) }),
      share,
    )
    await expect
      .poll(async () => (await localRow<{ percent: number }>(a, 'readingProgress', story.id))?.percent)
      .toBeCloseTo(share * 100, -1)
    await a.goto('/library')
    await expect.poll(() => localCount(a, 'outbox'), { timeout: 20_000 }).toBe(0)
  }
  await readTo(0, 0.8)
  // B reads on from where A was: it opens there.
  await b.goto('/library')
  await synced(b)

  await expect
    .poll(async () => (await localRow<{ percent: number }>(b, 'readingProgress', story.id))?.percent)
    .toBeGreaterThan(70)
  // A goes back to the start; B is asked, not moved.
  await readTo(0.8, 0.05)
  await synced(b)
  await b.goto(`/read/${story.id}`)
  const question = b.getByTestId('place-question')
  await expect(question).toContainText('On another device you went back to')
  expect(await a11yViolations(b)).toEqual([])
  expect(await scrolled(b)).toBeGreaterThan(0.7)
  await question.getByRole('button', { name: /^Go back to/ }).click()
  await expect(question).toBeHidden()
  await expect.poll(() => scrolled(b)).toBeLessThan(0.2)
  await contextA.close()
  await contextB.close()
})
