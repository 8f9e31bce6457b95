// Every Chromium figure runs in a fresh profile on disk, as an installed app's is, never in an
// off-the-record context (browser.newContext()): there IndexedDB is kept in memory, and in the
// Chromium this machine has, each commit took longer the more rows the store held. Writing the
// same 500-story page took 45 ms into an empty store and 530 ms into one of 9,500, so a bare
// fetch-and-write of 10,000 stories took 7.4 s instead of 2.0 s on disk, and every figure that
// writes measured that instead of the app.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type BrowserContextOptions } from '@playwright/test'

export const CHROMIUM = '/usr/bin/chromium'
const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Functions sent to the page are compiled by tsx, which wraps named ones in __name (https://github.com/privatenumber/tsx/issues/113). */
const NAME_HELPER = 'globalThis.__name = (fn) => fn'

/** A phone's screen (the size the app is judged at) and its touch input. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** A browser of its own on a new, empty profile folder; `close` ends it and removes the folder. */
export async function freshProfile(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-bench-profile-'))
  const context = await chromium.launchPersistentContext(folder, { executablePath: CHROMIUM, args: ARGS, ...options })
  await context.addInitScript(NAME_HELPER)
  return {
    context,
    close: async () => {
      await context.close()
      fs.rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** The first page of a fresh profile: a persistent context opens with one. */
export const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage())
