// Sharing a story (stories.md §2 Story card): the Web Share sheet where the browser has one,
// otherwise the link {origin}/share/story/{id} is copied and the person told so.
import type { StorySummary } from '../../../db/schema/story.ts'
import { notify } from '../toast/notify.ts'
import { errorText } from '../../lib/error-text.ts'

export const shareLink = (id: string) => `${location.origin}/share/story/${id}`

export async function shareStory(story: StorySummary): Promise<void> {
  const url = shareLink(story.id)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: story.title, text: story.description, url })
      return
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    notify({ title: 'Link copied!', description: 'Story link copied to clipboard' })
  } catch {
    notify({ ...errorText.copyLink(url), variant: 'destructive' })
  }
}
