// Writes made with the server stopped, after full page loads, in every engine: the admin signs in
// from the app, then with nothing answering adds a link (the form closes saying it is kept on the
// device) and a guest comment is posted on another page; when the server is back each reaches it
// exactly once, within 30 s, with no reload of the page open then.
import { expect, test } from './test.ts'
import { asReturningReader, fill, tap, waitFor, waitForServiceWorker, waitForText, waitForTexts } from './steps.ts'
import { commentsOnServer, deliveredOnce, documentMark, markDocument, postComment } from './page-marks.ts'
import { E2E_ADMIN_PASSWORD } from '../servers.ts'

test("an admin's link and a guest comment made offline after full page loads each reach the server once when it is back", async ({
  tab: page,
  server,
}) => {
  const title = `Kept Offline in ${page.engine}`
  const comment = `Written offline in ${page.engine}`
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/`)
  await tap(page, 'header button[aria-label="Admin login"]')
  await fill(page, 'Admin password', E2E_ADMIN_PASSWORD)
  await tap(page, '[role="dialog"] button[type="submit"]', 'Login')
  await waitFor(
    page,
    () => localStorage.getItem('icu_admin_auth') === 'true' && document.querySelector('[role="dialog"]') === null,
    undefined,
    { what: 'the admin signed in' },
  )
  await waitForServiceWorker(page)
  await waitForTexts(page)
  await server.stop()

  await page.goto(`${server.origin}/links`) // from the service worker: nothing answers
  await tap(page, 'button', 'Add Link')
  await fill(page, 'Title', title)
  await fill(page, 'URL', 'https://example.com/kept-offline')
  await tap(page, 'form[aria-label="Add Link"] button[type="submit"]', 'Save')
  await waitForText(page, 'Saved on this device')

  await page.goto(`${server.origin}/library`)
  await postComment(page, comment)
  await waitFor(
    page,
    () => document.querySelector('[role="status"][aria-label*="waiting to be sent"]') !== null,
    undefined,
    { what: 'the comment saying it waits' },
  )
  await page.goto(`${server.origin}/`)
  await markDocument(page, 'home')

  await server.start()
  const linksNamed = async () =>
    (await server.adminCall<Array<{ title: string }>>('GET', '/api/links')).filter((link) => link.title === title)
      .length
  await deliveredOnce(linksNamed)
  await deliveredOnce(() => commentsOnServer(server, comment))
  expect(await documentMark(page)).toBe('home')
})
