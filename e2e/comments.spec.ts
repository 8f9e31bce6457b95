// Comments on a phone: posted online, then posted offline, shown at once as pending (and said to
// be waiting), and delivered exactly once when the network comes back ("Comment Added" then).
import { expect, test } from './test.ts'
import { asReturningReader, publishStory } from './support.ts'

test('a comment posted offline is delivered once when back online', async ({ page, context, request }) => {
  const story = await publishStory(request, { title: 'Comment Harbour', content: 'Ships come in.' })
  await asReturningReader(page)
  await page.goto('/library')
  const card = page.getByTestId('story-card').filter({ hasText: 'Comment Harbour' })
  await card.getByRole('button', { name: 'Comments (0)' }).click()
  await expect(card.getByText('No comments yet! Be the first to comment.')).toBeVisible()

  await card.getByLabel('Your name').fill('Ilen')
  await card.getByLabel('Your comment').fill('Online hello')
  await card.getByRole('button', { name: 'Post' }).click()
  await expect(page.getByText('Comment Added', { exact: true })).toBeVisible()
  await expect(card.getByText('Online hello')).toBeVisible()
  await expect(card.getByLabel('Your comment')).toHaveValue('')
  await expect(card.getByLabel('Your name')).toHaveValue('Ilen')

  // Offline it says the comment waits on this device, not that it was posted.
  await expect(page.getByText('Comment Added', { exact: true })).toHaveCount(0, { timeout: 8_000 })
  await context.setOffline(true)
  await card.getByLabel('Your comment').fill('Written offline')
  await card.getByRole('button', { name: 'Post' }).click()
  await expect(card.getByText('Written offline')).toBeVisible()
  await expect(card.getByRole('status', { name: /^Comment on "Comment Harbour": waiting to be sent/ })).toHaveText(
    'Waiting',
  )
  await expect(page.getByText('Comment saved on this device', { exact: true })).toBeVisible()
  await expect(page.getByText('Comment Added', { exact: true })).toHaveCount(0)

  await context.setOffline(false)
  await expect(card.getByRole('status', { name: /^Comment on/ })).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByText('Comment Added', { exact: true })).toBeVisible()
  const onServer = await (await request.get(`/api/stories/${story.id}/comments`)).json()
  expect(onServer.map((c: { content: string }) => c.content).sort()).toEqual(['Online hello', 'Written offline'])
  await page.reload()
  await expect(
    page.getByTestId('story-card').filter({ hasText: 'Comment Harbour' }).getByRole('button', { name: 'Comments (2)' }),
  ).toBeVisible()
})
