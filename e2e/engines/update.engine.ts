// The update flow in every engine: the app served as version a, then as version b; the waiting
// worker brings the "Update Available" card, and Update Now lands on version b.
import { test } from './test.ts'
import { asReturningReader, tap, waitFor, waitForServiceWorker, waitForText } from './steps.ts'
import { sharedBuild } from '../own-server.ts'

test.setTimeout(180_000)

test('an update found while the app is open lands on the new version after Update Now', async ({
  tab: page,
  server,
}) => {
  const [a, b] = await Promise.all([sharedBuild('e2e-a'), sharedBuild('e2e-b')])
  await server.stop()
  await server.start(a)
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/library`)
  await waitForServiceWorker(page)
  await waitFor(page, () => document.querySelector('[data-testid="app-version"]')?.textContent === 've2e-a')

  await server.stop()
  await server.start(b)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.ready).update()
  })
  await waitForText(page, 'Update Available', { timeout: 60_000 })
  await tap(page, 'button', 'Update Now')
  await waitFor(
    page,
    () => document.querySelector('[data-testid="app-version"]')?.textContent === 've2e-b',
    undefined,
    { timeout: 60_000, what: 'version b after the update' },
  )
})
