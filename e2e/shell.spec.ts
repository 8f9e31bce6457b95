// The app frame: it loads, syncs the demo universe into the device, and unknown routes say so.
import { expect, test } from '@playwright/test'
import { asReturningReader } from './support.ts'

test('an unknown route shows the 404 page', async ({ page }) => {
  await asReturningReader(page)
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})
