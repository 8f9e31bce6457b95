// Steps of the journeys about writes and pages that come back: a guest comment posted from a card,
// how many copies the server holds, and a mark on a document that tells a page restored from the
// back/forward cache (the mark is there) from one loaded again.
import { expect } from '@playwright/test'
import type { EnginePage } from './engine-page.ts'
import type { AppServer } from './app-server.ts'
import { fill, tap } from './steps.ts'

/** How many comments with exactly this text the server holds, over every story. */
export async function commentsOnServer(server: AppServer, content: string): Promise<number> {
  const stories = await server.adminCall<Array<{ id: string }>>('GET', '/api/stories')
  const lists = await Promise.all(
    stories.map((story) => server.adminCall<Array<{ content: string }>>('GET', `/api/stories/${story.id}/comments`)),
  )
  return lists.flat().filter((comment) => comment.content === content).length
}

/** Opens the first card's comments and posts one. */
export async function postComment(page: EnginePage, content: string): Promise<void> {
  await tap(page, '[data-testid="story-card"] button', 'Comments (')
  await fill(page, 'Your comment', content)
  await tap(page, '[data-testid="story-card"] button[type="submit"]', 'Post')
}

/** Delivered once within 30 s, and still once a while later (no second copy on its way). */
export async function deliveredOnce(count: () => Promise<number>): Promise<void> {
  await expect.poll(count, { timeout: 30_000, intervals: [500] }).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect(await count()).toBe(1)
}

export const markDocument = (page: EnginePage, name: string) =>
  page.evaluate((name) => {
    Object.assign(window, { e2eDocument: name })
    addEventListener('pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted) Object.assign(window, { e2eRestored: true })
    })
  }, name)

/** The document's mark, or null for a document loaded since (WebDriver answers undefined as null). */
export const documentMark = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { e2eDocument?: string }).e2eDocument ?? null)
