// The round icon buttons over a card's cover: favourite (kept on this device) and share.
import { Heart, Share2 } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import { toggleFavourite } from '../favourites.ts'
import { share } from '../../ui/share.ts'

/** A 32 px dark circle inside a 44 px target: the padding is part of the button, not of its circle. */
export const ROUND =
  'flex size-11 items-center justify-center rounded-full bg-black/60 bg-clip-content p-1.5 text-white transition hover:bg-black/80'

export function FavouriteButton({ story, isFavourite }: { story: StorySummary; isFavourite: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={`Favourite "${story.title}"`}
      title={isFavourite ? 'Remove from favourites' : 'Add to favourites'}
      className={ROUND}
      onClick={() => void toggleFavourite(story.id)}
    >
      <Heart size={16} aria-hidden className={isFavourite ? 'fill-rose-500 text-rose-500' : ''} />
    </button>
  )
}

export function ShareButton({ story }: { story: StorySummary }) {
  return (
    <button
      type="button"
      aria-label={`Share "${story.title}"`}
      title="Share"
      className={ROUND}
      onClick={() => void share('story', story)}
    >
      <Share2 size={16} aria-hidden />
    </button>
  )
}
