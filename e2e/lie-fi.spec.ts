// A connection that looks online but reaches nothing (issue 56): a write is saved on the device
// within seconds instead of holding its form until the browser gives up, the sync says it cannot
// reach the server rather than "Synced" or "Syncing…", and all of it goes once the server answers.
// Through a real TCP proxy that accepts connections and swallows every byte (lie-fi.ts).
import { expect, test } from './test.ts'
import { asReturningReader, waitForServiceWorker } from './support.ts'
import { lieFiProxy } from './lie-fi.ts'

test('a network that answers nothing: the comment is saved on the device in seconds, and the sync says it cannot reach the server', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const proxy = await lieFiProxy(new URL(baseURL!))
  try {
    await asReturningReader(page)
    await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
    // A returning reader: the app's worker keeps its code, so only the server is out of reach.
    await page.goto(`${proxy.origin}/`)
    await waitForServiceWorker(page)
    await page.reload()
    const card = page.getByTestId('story-card').filter({ hasText: 'The Gatekeeper of Vessa' }).first()
    await expect(card).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sync status: Synced' })).toBeVisible({ timeout: 30_000 })

    proxy.lie()
    await card.getByRole('button', { name: /^Comments/ }).click()
    await card.getByRole('textbox', { name: 'Your comment' }).fill('Posted from a tunnel.')
    const posted = Date.now()
    await card.getByRole('button', { name: 'Post' }).click()
    // Within a few seconds, said as it is: kept here, not yet answered. Never "Comment Added".
    await expect(page.getByText('Comment saved on this device', { exact: true })).toBeVisible({ timeout: 10_000 })
    expect(Date.now() - posted).toBeLessThan(9_000)
    await expect(page.getByTestId('toast')).toContainText(
      'The server has not answered yet. It will be sent as soon as it can be reached.',
    )
    await expect(card.getByText('Posted from a tunnel.')).toBeVisible()
    await expect(page.getByText('Comment Added', { exact: true })).toHaveCount(0)
    // The round gives up on the silence and says so.
    await expect(page.getByRole('button', { name: "Sync status: Can't reach the server · 1 waiting" })).toBeVisible({
      timeout: 30_000,
    })

    // The server answers again: the comment goes, and the sync is back to calm.
    proxy.tellTruth()
    await page.getByRole('button', { name: /^Sync status/ }).click()
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(page.getByText('Comment Added', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Sync status: Synced' })).toBeVisible({ timeout: 30_000 })
  } finally {
    await proxy.close()
  }
})
