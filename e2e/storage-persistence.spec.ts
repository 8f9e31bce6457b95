// Data Settings says whether the browser keeps what this device holds for good
// (navigator.storage.persisted()), in the words for the answer the page got, and where it does not,
// asks again (persist()) and shows the browser's answer. Headless Chromium usually starts with no
// and may say yes to a request for a local site: either is fine, as long as the words match it.
import { expect, test } from './test.ts'
import { asReturningReader } from './support.ts'
import { persistenceAnswer, persistenceWords } from '../app/settings/data/persistence-words.ts'
import { PERSIST_ASKED_KEY } from '../app/pwa/persist-storage.ts'

test('Data Settings says whether this device keeps its data for good, and asks the browser again when not', async ({
  page,
}) => {
  await asReturningReader(page)
  // The app's own request after the first sync would change the answer under the test.
  await page.addInitScript((key) => {
    localStorage.setItem('pwa-install-dismissed', 'true')
    localStorage.setItem(key, new Date().toISOString())
  }, PERSIST_ASKED_KEY)
  await page.goto('/data-settings')
  const status = page.getByTestId('storage-persistence')
  const persisted = await page.evaluate(() => navigator.storage.persisted())
  await expect(status).toHaveText(persistenceWords(persisted ? 'granted' : 'not-granted').status)
  const ask = page.getByRole('button', { name: 'Ask the browser to keep it' })
  if (persisted) {
    await expect(ask).toHaveCount(0)
    return
  }

  await ask.click()
  const answer = page.getByRole('status').filter({ hasText: /^The browser said/ })
  await expect(answer).toBeVisible()
  const granted = await page.evaluate(() => navigator.storage.persisted())
  await expect(answer).toHaveText(persistenceAnswer(granted ? 'granted' : 'not-granted'))
  await expect(status).toHaveText(persistenceWords(granted ? 'granted' : 'not-granted').status)
  await expect(ask).toHaveCount(granted ? 0 : 1)
})
