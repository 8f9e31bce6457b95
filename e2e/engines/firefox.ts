// Firefox: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core (never a downloaded
// browser). Each page is a new browser on a new, empty profile.
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { PHONE, type EngineBrowser, type EnginePage } from './engine-page.ts'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export async function launchFirefox(): Promise<EngineBrowser> {
  let browser: Browser | undefined
  const closePage = async () => {
    await browser?.close().catch(() => {})
    browser = undefined
  }
  return {
    async newPage() {
      browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        // Phones autoplay narration the person asked for; the tests press play without a person.
        extraPrefsFirefox: { 'media.autoplay.default': 0 },
      })
      const page = (await browser.pages())[0] ?? (await browser.newPage())
      await page.setViewport(PHONE)
      page.setDefaultTimeout(60_000)
      page.setDefaultNavigationTimeout(60_000)
      return firefoxPage(page)
    },
    closePage,
    close: closePage,
  }
}

function firefoxPage(page: Page): EnginePage {
  const lines: string[] = []
  page.on('console', (message) => {
    if (['error', 'warn'].includes(message.type())) lines.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => lines.push(`uncaught: ${String(error)}`))
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' })
    },
    // A page restored from the back/forward cache has no load event for goBack to wait for.
    back: async () => {
      const from = page.url()
      await page.evaluate(() => history.back())
      for (let waited = 0; page.url() === from && waited < 30_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100))
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' })
    },
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    screenshot: async () => Buffer.from(await page.screenshot()),
    log: () => lines,
  }
}
