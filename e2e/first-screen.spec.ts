// The first screens come drawn by the server (api/first-screen/): with no script at all a phone
// shows real stories and a whole story, and with scripts the page hydrates that same screen
// without a mismatch.
import { expect, test } from './test.ts'
import { asAdmin, asReturningReader, holdEntryScript, localCount, storyByTitle } from './support.ts'

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the home shows the featured story and the story cards, and a story reads whole', async ({ page, request }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'The Lighthouse at the End of Time', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Series Collections' })).toBeVisible()
    expect(await page.getByTestId('story-card').count()).toBeGreaterThan(3)
    await expect(page).toHaveTitle('Infinaeon Hub')

    const story = await storyByTitle(request, 'A Map of Small Kindnesses')
    await page.goto(`/read/${story.id}`)
    await expect(page.getByRole('heading', { name: 'A Map of Small Kindnesses', level: 1 })).toBeVisible()
    await expect(page.getByText('Nobody in neutral space paid Hesper Vale in credits.')).toBeVisible()
    await expect(page).toHaveTitle('A Map of Small Kindnesses · Infinaeon Hub')
  })

  // Before a first screen is laid out the browser asks the system for each family a text names
  // until one is there; in Chromium on Linux every such question is a round trip to its browser
  // process. Which names the system's own font (system-ui) resolves through depends on the
  // machine's fontconfig (one name on one host, three on another), so the rule counted here is the
  // page's: no name its stylesheets list after system-ui, nor a monospace list, is ever tried.
  // Counted in a trace of a fresh context (its own renderer, nothing known yet).
  test("the home's first layout asks the system for its own font, never a fallback name first", async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({
      baseURL: server.origin,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ['fonts'] })
    await page.goto('/')
    await expect(page.getByTestId('story-card').first()).toBeVisible()
    await page.screenshot()
    const events = (
      JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: Array<{ name: string; ph: string; args?: { family_name?: string } }>
      }
    ).traceEvents
    await context.close()
    const asked = new Set(
      events
        .filter((e) => e.ph === 'X' && e.name === 'FontDataManager::onMatchFamilyStyle')
        .map((e) => e.args!.family_name!),
    )
    expect(asked.size).toBeGreaterThan(0)
    const fallbacks = [
      'Inter',
      'ui-sans-serif',
      '-apple-system',
      'Segoe UI',
      'Roboto',
      'ui-monospace',
      'SFMono-Regular',
      'Menlo',
      'Monaco',
      'Consolas',
      'Liberation Mono',
      'Courier New',
    ]
    expect([...asked].filter((name) => fallbacks.includes(name))).toEqual([])
  })

  test('the characters, the albums and the links are drawn, the library and the favourites their frame', async ({
    page,
  }) => {
    await page.goto('/characters')
    await expect(page.getByText('Ilen Marr').first()).toBeVisible()
    await page.goto('/music')
    await expect(page.getByText('Signals from the Gate').first()).toBeVisible()
    await page.goto('/links')
    await expect(page.getByTestId('link-card').first()).toBeVisible()
    await expect(page).toHaveTitle('Links · Infinaeon Hub')
    for (const [path, heading] of [
      ['/library', 'My Library'],
      ['/favourites', 'Your Favourites'],
      ['/music', 'Music Library'],
      ['/characters', 'Character Hub'],
    ]) {
      await page.goto(path!)
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading!)
    }
  })
})

test.describe('with JavaScript on', () => {
  // No service worker: every navigation below is answered by the server, drawn.
  test.use({ serviceWorkers: 'block' })

  test('each first screen hydrates with no mismatch, and the page is alive after', async ({ page, request }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await asReturningReader(page)
    const story = await storyByTitle(request, 'A Map of Small Kindnesses')
    for (const path of ['/', `/read/${story.id}`, '/library', '/favourites', '/music', '/characters', '/links']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    expect(problems.filter((text) => /hydrat|did not match|didn't match|#418|#425|#423/i.test(text))).toEqual([])
    // Hydrated and alive: the hero's next button (script only) turns to the next featured story.
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Featured stories' }).getByRole('heading', { level: 2 })
    await expect(hero).toHaveText('The Lighthouse at the End of Time')
    await expect
      .poll(async () => {
        await page.getByRole('region', { name: 'Featured stories' }).getByRole('button', { name: /next/i }).click()
        return hero.textContent()
      })
      .not.toBe('The Lighthouse at the End of Time')
  })

  test("as the admin, whose device state differs from the server's defaults, each first screen hydrates with no mismatch", async ({
    page,
    request,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await asReturningReader(page)
    await asAdmin(page)
    const story = await storyByTitle(request, 'A Map of Small Kindnesses')
    // Each twice: the server has drawn a page before, so nothing it numbers per drawing may differ.
    for (const path of [
      '/',
      `/read/${story.id}`,
      '/library',
      '/music',
      '/characters',
      '/links',
      '/links',
      '/characters',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    expect(problems.filter((text) => /hydrat|did not match|didn't match|#418|#425|#423/i.test(text))).toEqual([])
  })

  // A styled <audio> makes Chromium load its media controls' stylesheet (about 120 KB, of no base
  // address) and compute every element's style again, in one frame of the first visit
  // (app/player/audio-host.ts). The app's audio elements are never styled.
  test("the app's audio is there to play, and a first visit never loads the media controls' stylesheet", async ({
    browser,
    page,
  }) => {
    await browser.startTracing(page, { categories: ['blink'] })
    await page.goto('/')
    await expect(page.locator('audio[data-player="background"]')).toBeAttached()
    // Two frames drawn since: the element's style, had it one, was computed in the first of them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const events = (
      JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: Array<{ name: string; args?: { baseUrl?: string; length?: number } }>
      }
    ).traceEvents
    const sheets = events.filter((e) => e.name === 'CSSParserImpl::parseStyleSheet').map((e) => e.args!)
    // The app's own stylesheet was parsed (the trace saw the page's sheets), and no browser sheet of that size.
    expect(sheets.some((sheet) => sheet.baseUrl !== '' && sheet.length! > 30_000)).toBe(true)
    expect(sheets.filter((sheet) => sheet.baseUrl === '' && sheet.length! > 30_000)).toEqual([])
  })

  test("the device's rows take over from the drawn cards and sections without drawing one of them again", async ({
    page,
  }) => {
    // React tells a DevTools hook of every commit (production builds too): per commit, how many
    // story cards and how many of the home's sections rendered, each being the component that
    // draws its <article data-testid=story-card> or its <section>.
    await page.addInitScript(() => {
      const seen = { cards: [] as number[], sections: [] as number[], fibers: new WeakSet<object>() }
      type Fiber = {
        tag: number
        flags: number
        child: Fiber | null
        sibling: Fiber | null
        return: Fiber | null
        stateNode: unknown
      }
      const isComponent = (fiber: Fiber) => fiber.tag === 0 || fiber.tag === 11 || fiber.tag === 15
      const renderedNow = (fiber: Fiber) => {
        let owner = fiber.return
        while (owner && !isComponent(owner)) owner = owner.return
        return owner !== null && !seen.fibers.has(owner) && (owner.flags & 1) !== 0
      }
      Object.assign(window, {
        drawnPerCommit: seen,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          setStrictMode() {},
          onCommitFiberRoot(_id: number, root: { current: Fiber }) {
            // A fiber that rendered in this commit is new since the last one and did work.
            const now = new WeakSet<object>()
            let cards = 0
            let sections = 0
            const walk = (first: Fiber | null) => {
              for (let fiber = first; fiber; fiber = fiber.sibling) {
                now.add(fiber)
                const element = fiber.stateNode instanceof HTMLElement ? fiber.stateNode : undefined
                if (element?.dataset.testid === 'story-card' && renderedNow(fiber)) cards++
                if (element?.tagName === 'SECTION' && element.closest('main') && renderedNow(fiber)) sections++
                walk(fiber.child)
              }
            }
            walk(root.current.child)
            seen.fibers = now
            seen.cards.push(cards)
            seen.sections.push(sections)
          },
        },
      })
    })
    await asReturningReader(page)
    await page.goto('/')
    const cards = await page.getByTestId('story-card').count()
    const sections = await page.locator('main section').count()
    expect(cards).toBeGreaterThan(3)
    expect(sections).toBeGreaterThan(3)
    // The first sync stores the stories, then the lists read the device's rows: equal to the drawn
    // ones, they keep the cards and their sections as drawn.
    await expect.poll(() => localCount(page, 'syncState'), { timeout: 30_000 }).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    const drawn = await page.evaluate(
      () => (window as unknown as { drawnPerCommit: { cards: number[]; sections: number[] } }).drawnPerCommit,
    )
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0)
    // Hydration draws each once (in one commit, or one per part of the page it hydrates); nothing
    // after it draws any again.
    expect(sum(drawn.cards), `cards drawn per commit: ${drawn.cards.join(', ')}`).toBe(cards)
    expect(sum(drawn.sections), `sections drawn per commit: ${drawn.sections.join(', ')}`).toBe(sections)
  })

  test("a tap made before any of the app's scripts has arrived is answered once the app has started", async ({
    page,
  }) => {
    await asReturningReader(page)
    const release = await holdEntryScript(page)
    // Not to the load event, which waits for the held script.
    await page.goto('/', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    // Held: nothing of the app is there to open it yet.
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  })

  test('a tap, typing and a choice made before the app has started are answered once it has', async ({ page }) => {
    await asReturningReader(page)
    // The app's start arrives late, as on a slow phone: the drawn screen is there without it.
    await page.route('**/assets/start-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto('/library')
    await page.getByLabel('Sort by').selectOption({ label: 'Title A-Z' })
    await page.getByLabel('Search library').fill('lighthouse')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText(/^Showing 1 of \d+ stories for "lighthouse"$/)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByLabel('Sort by')).toHaveValue('title')
    await page.getByLabel('Search library').fill('')
    const headings = page.getByTestId('story-card').getByRole('heading')
    // The whole list again, once the cleared search has been answered.
    await expect.poll(() => headings.count()).toBeGreaterThan(3)
    const titles = await headings.allTextContents()
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
  })
})
