// Sharing a story, an album or a track (a card, the Music Library), or a
// place in a story (a passage, a second of its narration): the Web Share sheet where the browser
// has one, otherwise the link ({origin}/share/{kind}/{id}, or the place's) is copied and the
// person told so in the spec's words.
import { notify } from './toast/notify.ts'
import { errorText } from '../lib/error-text.ts'

export type Shared = 'story' | 'album' | 'track'

const COPIED: Record<Shared, string> = {
  story: 'Story link copied to clipboard',
  album: 'Album link copied to clipboard',
  track: 'Track link copied to clipboard',
}

export const shareLink = (kind: Shared, id: string) => `${location.origin}/share/${kind}/${id}`

export function share(kind: Shared, item: { id: string; title: string; description?: string | null }): Promise<void> {
  return shareUrl(
    { title: item.title, text: item.description ?? undefined, url: shareLink(kind, item.id) },
    COPIED[kind],
  )
}

/** Any link of ours (a passage, a second of narration): the share sheet, else copied and said so. */
export async function shareUrl(data: { title: string; text?: string; url: string }, copied: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(data.url)
    notify({ title: 'Link copied!', description: copied })
  } catch {
    notify({ ...errorText.copyLink(data.url), variant: 'destructive' })
  }
}
