// Chromium for the journeys every engine runs, as the rest of the suite drives it (Playwright,
// Debian's Chromium), with one difference: its back/forward cache is on. Playwright turns it off by
// default, and the journeys that leave a page and come back to it are about that cache.
import { chromium, type Browser, type Page } from '@playwright/test'
import { PHONE, type EngineBrowser, type EnginePage } from './engine-page.ts'
import { CHROMIUM_LAUNCH } from '../chromium-launch.ts'

export async function launchChromium(): Promise<EngineBrowser> {
  const browser: Browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  let page: Page | undefined
  return {
    async newPage() {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
      page = await context.newPage()
      page.setDefaultTimeout(60_000)
      return chromiumPage(page)
    },
    async closePage() {
      await page?.context().close()
      page = undefined
    },
    close: () => browser.close(),
  }
}

function chromiumPage(page: Page): EnginePage {
  const lines: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) lines.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => lines.push(`uncaught: ${error.message}`))
  return {
    engine: 'chromium',
    goto: async (url) => {
      await page.goto(url)
    },
    // A page restored from the back/forward cache has no load event.
    back: async () => {
      await page.goBack({ waitUntil: 'commit' })
    },
    reload: async () => {
      await page.reload()
    },
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    click: (selector) => page.locator(selector).first().click(),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    screenshot: () => page.screenshot(),
    log: () => lines,
  }
}
