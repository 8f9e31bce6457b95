// The install prompt: shown 3 s after load when the browser offers installing, and a dismissal
// is remembered for good.
import { expect, test } from '@playwright/test'
import { asReturningReader } from './support.ts'

test('the install card appears after 3 seconds and stays away once dismissed', async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const event = Object.assign(new Event('beforeinstallprompt'), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      })
      window.dispatchEvent(event)
    })
  })
  await page.goto('/')
  const install = page.getByRole('button', { name: 'Install App' })
  await page.waitForTimeout(1500)
  await expect(install).toHaveCount(0)
  await expect(install).toBeVisible({ timeout: 4000 })
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(install).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('pwa-install-dismissed'))).toBe('true')
  await page.reload()
  await page.waitForTimeout(4000)
  await expect(install).toHaveCount(0)
})

test('without an install event it offers instructions', async ({ page }) => {
  await asReturningReader(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'How to Install' }).click({ timeout: 6000 })
  await expect(page.getByRole('dialog')).toContainText('Add to Home Screen')
})
