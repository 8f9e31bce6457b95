// Web Push on iPhone and iPad reaches only the app added to the Home Screen (iOS 16.4+): in a
// Safari tab, which has no PushManager, the notifications control still shows and, pressed, says
// to add the app first with the steps. Elsewhere a browser without push still hides it.
import { expect, test, type Page } from './test.ts'
import { asReturningReader } from './support.ts'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A browser tab as Safari's on iOS is: no Notification, no PushManager. */
async function withoutPush(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tab = window as unknown as Record<string, unknown>
    delete tab.PushManager
    delete tab.Notification
  })
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  return page.getByRole('dialog', { name: 'Menu' })
}

test.describe('in a Safari tab on iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI })

  test('the notifications control shows and says to add the app to the Home Screen first', async ({ page }) => {
    await withoutPush(page)
    await asReturningReader(page)
    await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
    await page.goto('/')
    const menu = await openMenu(page)
    const toggle = menu.getByRole('button', { name: 'Enable notifications' })
    await expect(toggle).toBeVisible()
    await toggle.click()
    const explanation = page.getByRole('dialog', { name: 'Add the app to your Home Screen first' })
    await expect(explanation).toContainText(
      'On iPhone and iPad, notifications work only in the app added to the Home Screen (iOS and iPadOS 16.4 or later).',
    )
    await expect(explanation.getByRole('listitem')).toHaveText([
      "Tap the Share button in the browser's toolbar.",
      'Choose Add to Home Screen, then Add.',
      'Open Infinaeon Hub from the Home Screen and turn notifications on there.',
    ])
    // No failure is reported: the spec's "not supported" toast is for browsers that never can.
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await explanation.getByRole('button', { name: 'Got it' }).click()
    await expect(explanation).toBeHidden()
    await expect(menu).toBeVisible()
  })
})

test('elsewhere a browser without push still has no notifications control', async ({ page }) => {
  await withoutPush(page)
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto('/')
  const menu = await openMenu(page)
  // The menu has drawn its own controls (the drawer's Subscribe) before the toggle is looked for.
  await expect(menu.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await expect(menu.getByRole('button', { name: /notifications/ })).toHaveCount(0)
})
