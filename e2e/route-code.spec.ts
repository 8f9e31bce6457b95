// A route's code that never arrives: the route says so and offers a reload, and the page never
// reloads by itself (the router's own reload cancelled a navigation the person had started, in
// WebKit and Firefox, when the code was cut off by their leaving the page: app/lib/failed-route-code.ts).
import { expect, test } from './test.ts'
import { asReturningReader } from './support.ts'

test('a route whose code does not arrive says so and offers a reload, and does not reload by itself', async ({
  page,
}) => {
  await asReturningReader(page)
  await page.route('**/assets/terms-of-service-*.js', (route) => route.abort())
  let loads = 0
  page.on('load', () => loads++)
  await page.goto('/terms-of-service')
  const alert = page.getByRole('alert').filter({ hasText: 'This page did not load' })
  await expect(alert).toBeVisible()
  await page.waitForTimeout(1_000)
  expect(loads).toBe(1)

  await page.unroute('**/assets/terms-of-service-*.js')
  await alert.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
})
