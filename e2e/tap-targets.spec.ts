// Every control a thumb has to hit is at least 44×44 CSS pixels on a phone (WCAG 2.5.5's size,
// Apple's and Android's guidance): every button, link, field and switch on the routes a reader
// uses most, except links inside running text, a character's name in a story too (WCAG's inline
// exception).
import { expect, test, type Page } from './test.ts'
import { asReturningReader } from './support.ts'

const MIN = 44

/** The controls under 44×44 on the page as it is now: "width×height role name". */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(async (min) => {
    // At rest, once every entrance and transition has ended: a box read mid-animation is not the
    // size a thumb meets.
    await Promise.all(document.getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined)))
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="slider"], [role="checkbox"], [role="radio"]')
    const small = new Set<string>()
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      // Not on screen at all (a closed drawer, the skip link until it is focused).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue
      // A link inside a sentence (a character mention is a button there): the inline exception.
      if ((control.tagName === 'A' || control.hasAttribute('data-mention')) && control.parentElement?.closest('p, [data-testid="story-text"]')) continue
      // A range input's own box is its track; its thumb is what is dragged, and it spans the width.
      if (control instanceof HTMLInputElement && control.type === 'range' && box.width >= min) continue
      if (box.width < min || box.height < min) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
        small.add(`${+box.width.toFixed(1)}×${+box.height.toFixed(1)} ${control.tagName.toLowerCase()} "${name}"`)
      }
    }
    return [...small]
  }, MIN)
}

test('every control on the routes a reader uses most is at least 44×44', async ({ page }) => {
  await asReturningReader(page)
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  const story = await page.getByTestId('story-card').first().locator('a').first().getAttribute('href')
  const routes = ['/', '/library', story!, '/links', '/music', '/characters', '/favourites', '/no-such-page']
  const found: Record<string, string[]> = {}
  for (const route of routes) {
    await page.goto(route)
    await page.locator('main').first().waitFor()
    await page.waitForLoadState('networkidle')
    const small = await smallControls(page)
    if (small.length > 0) found[route] = small
  }
  expect(found).toEqual({})
})
