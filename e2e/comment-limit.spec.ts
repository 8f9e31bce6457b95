// Guest comments are limited per address (COMMENTS_PER_MINUTE). A comment over the limit is not
// lost: it waits on the device, and the comments panel says why, in the server's words.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './test.ts'
import { OWN_SERVER_PASSWORD, startServer, type RunningServer } from './own-server.ts'
import { asReturningReader } from './support.ts'

const PORT = 8193
const origin = `http://127.0.0.1:${PORT}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-e2e-limit-'))
let server: RunningServer

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    dataDir,
    staticDir: process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist'),
    env: { COMMENTS_PER_MINUTE: '1', SEED_DEMO: '0' },
  })
})
test.afterAll(async () => {
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('a comment over the limit waits on the device and the panel says why', async ({ page, request }) => {
  const published = await request.post(`${origin}/api/stories`, {
    headers: { 'x-admin-password': OWN_SERVER_PASSWORD },
    data: { title: 'Crowded Harbour', content: 'Everyone talks at once.', silent: true },
  })
  expect(published.status()).toBe(201)
  await asReturningReader(page)
  await page.goto(`${origin}/library`)
  const card = page.getByTestId('story-card').filter({ hasText: 'Crowded Harbour' })
  await card.getByRole('button', { name: /^Comments/ }).click()

  await card.getByLabel('Your comment').fill('First in line')
  await card.getByRole('button', { name: 'Post' }).click()
  await expect(card.getByTestId('comment').filter({ hasText: 'First in line' })).toBeVisible()
  await expect(card.getByRole('status', { name: /^Comment on/ })).toHaveCount(0, { timeout: 15_000 })

  await card.getByLabel('Your comment').fill('Too eager')
  await card.getByRole('button', { name: 'Post' }).click()
  const waiting = card.getByTestId('comment').filter({ hasText: 'Too eager' })
  // It says it will retry, and why, in the server's words: never that the device is offline.
  await expect(
    waiting.getByRole('status', {
      name: /You are posting comments too quickly\. Your comment will be sent in (\d+ seconds?|1 minute)\./,
    }),
  ).toHaveText('Will retry', { timeout: 15_000 })
  await expect(
    waiting.getByText(
      /^You are posting comments too quickly\. Your comment will be sent in (\d+ seconds?|1 minute)\. Next try at /,
    ),
  ).toBeVisible()
  await expect(page.getByTestId('toast')).toContainText('You are posting comments too quickly')
  await expect(page.getByTestId('toast')).not.toContainText(/offline|connection/i)

  await page.reload()
  await page
    .getByTestId('story-card')
    .filter({ hasText: 'Crowded Harbour' })
    .getByRole('button', { name: /^Comments/ })
    .click()
  await expect(
    page
      .getByTestId('comment')
      .filter({ hasText: 'Too eager' })
      .getByRole('status', { name: /too quickly/ }),
  ).toBeVisible()
  const onServer = await (await request.get(`${origin}/api/stories/${(await published.json()).id}/comments`)).json()
  expect(onServer.map((c: { content: string }) => c.content)).toEqual(['First in line'])
})
