// Shared steps of the browser tests: wait for the first sync, talk to the API as the admin,
// choose a faction so its picker stays away, and scan a page with axe.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, type APIRequestContext, type CDPSession, type Page } from '@playwright/test'
import { E2E_ADMIN_PASSWORD } from './servers.ts'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Stores a faction before the app loads, as a returning reader would have. */
export async function asReturningReader(page: Page, faction = 'knights'): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('selectedFaction')) localStorage.setItem('selectedFaction', value)
  }, faction)
}

/**
 * Holds the page's entry script, as on a slow network: only the drawn screen and its head script
 * are there until the answered function releases it.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/index-*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

export async function publishStory(
  request: APIRequestContext,
  fields: Record<string, string | boolean>,
): Promise<{ id: string; title: string }> {
  const res = await request.post('/api/stories', {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    data: { silent: true, ...fields },
  })
  expect(res.status()).toBe(201)
  return res.json()
}

export async function storyByTitle(request: APIRequestContext, title: string): Promise<{ id: string; title: string }> {
  const stories = (await (await request.get('/api/stories')).json()) as Array<{ id: string; title: string }>
  const story = stories.find((s) => s.title === title)
  if (!story) throw new Error(`no story called ${title}`)
  return story
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(
  page: Page,
): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  return (await a11yViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Every accessibility violation axe finds on the page as it is now, of any impact. */
export async function a11yViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  // Once per document: axe is half a megabyte to parse again at every scan of a loaded host.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  // Colours are measured once opening transitions (a dialog fading in) have ended; endless ones
  // (a pulsing "now playing" mark) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>
        }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }))
  })
}

/** Waits until a service worker controls the page (the first visit installs it; a reload hands over). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** Reads a count from the app's IndexedDB (table names as in db/local/db.ts). */
export async function localCount(page: Page, table: string): Promise<number> {
  return page.evaluate(async (name) => {
    // Not made yet (the app has not started): nothing stored, and nothing made here either.
    const open = indexedDB.open('infinaeon-hub')
    open.onupgradeneeded = () => open.transaction?.abort()
    const idb: IDBDatabase | undefined = await new Promise((resolve) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => resolve(undefined)
    })
    if (!idb) return 0
    try {
      return await new Promise<number>((resolve) => {
        const req = idb.transaction(name).objectStore(name).count()
        req.onsuccess = () => resolve(req.result)
      })
    } finally {
      idb.close()
    }
  }, table)
}

/** The app's row under this key (undefined when there is none, or no database yet). */
export async function localRow<T = Record<string, unknown>>(
  page: Page,
  table: string,
  key: string,
): Promise<T | undefined> {
  return page.evaluate(
    async ([name, id]) => {
      const open = indexedDB.open('infinaeon-hub')
      open.onupgradeneeded = () => open.transaction?.abort()
      const idb: IDBDatabase | undefined = await new Promise((resolve) => {
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => resolve(undefined)
      })
      if (!idb) return undefined
      try {
        return await new Promise<T | undefined>((resolve) => {
          const req = idb.transaction(name).objectStore(name).get(id)
          req.onsuccess = () => resolve(req.result as T | undefined)
          req.onerror = () => resolve(undefined)
        })
      } finally {
        idb.close()
      }
    },
    [table, key] as const,
  )
}

/** Whether the app's database holds a row under this key (false before the database exists). */
export const hasLocalRow = async (page: Page, table: string, key: string): Promise<boolean> =>
  (await localRow(page, table, key)) !== undefined

/** Whether a story's text is on the device. */
export const hasLocalText = (page: Page, storyId: string): Promise<boolean> =>
  hasLocalRow(page, 'storyContent', storyId)

/** The DevTools id of our service worker registration (for deliverPushMessage, dispatchSyncEvent). */
export async function serviceWorkerRegistrationId(cdp: CDPSession, baseURL: string): Promise<string> {
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return id
}

/** Uploads a fixture audio file the way the admin's form does (one-time address, then PUT). */
export async function uploadAudio(request: APIRequestContext, fixture = 'narration-long.mp3'): Promise<string> {
  const headers = { 'x-admin-password': E2E_ADMIN_PASSWORD }
  const { uploadURL } = await (await request.post('/api/audio/upload', { headers })).json()
  const data = fs.readFileSync(path.join(import.meta.dirname, '../api/testing/fixtures/audio', fixture))
  const res = await request.put(uploadURL, { data, headers: { 'content-type': 'audio/mpeg' } })
  expect(res.status()).toBe(200)
  return (await res.json()).audioFileUrl
}

/** A story with narrated audio (the 2 min 47 s narration unless another fixture is named). */
export async function publishStoryWithAudio(
  request: APIRequestContext,
  title: string,
  fixture?: string,
): Promise<{ id: string; title: string }> {
  return publishStory(request, {
    title,
    content: `${title}, told aloud.`,
    audioFileUrl: await uploadAudio(request, fixture),
  })
}

/** The app's one player <audio> element, for stories and music (app/player/player.ts). */
export const playerAudio = (page: Page) => page.locator('audio[data-player="main"]')

/** Signs the page's browser in as the admin (the session cookie) with the spec's flag set. */
export async function asAdmin(page: Page): Promise<void> {
  expect((await page.request.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(200)
  await page.addInitScript(() => localStorage.setItem('icu_admin_auth', 'true'))
}

/**
 * Opens one of the admin's music uploads: its floating button on wide screens, the menu's on phones
 * (where nothing floats over the page).
 */
export async function openMusicUpload(page: Page, name: 'Upload a track' | 'Upload background music'): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 640) return page.getByRole('button', { name, exact: true }).click()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name }).click()
}

/** A fixture shared with the other rooms (`../shared/fixtures` is mirrored in api/testing/fixtures). */
export const fixture = (...parts: string[]) => path.join(import.meta.dirname, '../api/testing/fixtures', ...parts)

export interface TestTrack {
  id: string
  title: string
  albumId: string
  duration: string
}

/** Uploads a track as the admin's form does (multipart); its album is made from albumTitle if missing. */
export async function createTrack(
  request: APIRequestContext,
  fields: { title: string; albumTitle: string; trackNumber: number; file?: string; artist?: string; cover?: string },
): Promise<TestTrack> {
  const file = fields.file ?? 'notags.mp3'
  const cover = fields.cover && {
    coverImage: {
      name: fields.cover,
      mimeType: 'image/jpeg',
      buffer: fs.readFileSync(fixture('images', fields.cover)),
    },
  }
  const res = await request.post('/api/tracks', {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    multipart: {
      title: fields.title,
      artist: fields.artist ?? 'The Test Ensemble',
      albumTitle: fields.albumTitle,
      trackNumber: String(fields.trackNumber),
      description: '',
      audioFile: {
        name: file,
        mimeType: file.endsWith('.m4a') ? 'audio/mp4' : 'audio/mpeg',
        buffer: fs.readFileSync(fixture('audio', file)),
      },
      ...cover,
    },
  })
  expect(res.status()).toBe(201)
  return res.json()
}

/** An album of short real tracks (2 s each unless files are named), in order. */
export async function createAlbum(
  request: APIRequestContext,
  albumTitle: string,
  titles: string[],
  files: string[] = [],
): Promise<TestTrack[]> {
  const tracks: TestTrack[] = []
  for (const [i, title] of titles.entries())
    tracks.push(await createTrack(request, { title, albumTitle, trackNumber: i + 1, file: files[i] }))
  return tracks
}

export interface TestCharacter {
  id: string
  name: string
  image_url: string | null
}

/** A character as the admin's form saves it (JSON); faction and role default to none. */
export async function createCharacter(
  request: APIRequestContext,
  fields: {
    name: string
    bio: string
    faction?: string | null
    role?: string | null
    aliases?: string[]
    firstStoryId?: string | null
  },
): Promise<TestCharacter> {
  const res = await request.post('/api/characters', {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    data: { image_url: null, faction: null, role: null, ...fields },
  })
  expect(res.status()).toBe(201)
  return res.json()
}

export interface TestLink {
  id: string
  title: string
  url: string
  sortOrder: number
}

export async function createLink(
  request: APIRequestContext,
  fields: { title: string; url: string; description?: string },
): Promise<TestLink> {
  const res = await request.post('/api/links', {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    data: { description: '', ...fields },
  })
  expect(res.status()).toBe(201)
  return res.json()
}

/** The reader's chapters, font size, settings and bookmark: on a phone they fold behind "Reading tools". */
export async function showReadingTools(page: Page): Promise<void> {
  // The toggle is the phone's only (sm:hidden, 640 px and up).
  if ((page.viewportSize()?.width ?? 0) >= 640) return
  const toggle = page.getByRole('button', { name: 'Reading tools' })
  // A tap on the server's drawing, before the app has hydrated, is held and pressed again once it
  // has, so one tap is enough (tapping again while it waits would close the tools).
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}
