// Sharing a story, an album or a track (stories.md §2 Story card, hub.md §2 Music Library): the
// Web Share sheet where the browser has one, otherwise the link {origin}/share/{kind}/{id} is
// copied and the person told so in the spec's words.
import { notify } from './toast/notify.ts'
import { errorText } from '../lib/error-text.ts'

export type Shared = 'story' | 'album' | 'track'

const COPIED: Record<Shared, string> = {
  story: 'Story link copied to clipboard',
  album: 'Album link copied to clipboard',
  track: 'Track link copied to clipboard',
}

export const shareLink = (kind: Shared, id: string) => `${location.origin}/share/${kind}/${id}`

export async function share(kind: Shared, item: { id: string; title: string; description?: string | null }): Promise<void> {
  const url = shareLink(kind, item.id)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: item.title, text: item.description ?? undefined, url })
      return
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    notify({ title: 'Link copied!', description: COPIED[kind] })
  } catch {
    notify({ ...errorText.copyLink(url), variant: 'destructive' })
  }
}
