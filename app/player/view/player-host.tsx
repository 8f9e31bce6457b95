// Everything of the player that lives above the routes: the toast for a download that failed in
// the worker, the story resumed from the last visit, and the overlay and mini player. Their code
// (player-views.tsx: sliders, selects, the dialog; resume.ts: the music queue) loads only once
// something is in the player, or there is something to resume.
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $downloadFailure } from '../downloads.ts'
import { findStory } from '../../library/stories.ts'
import { getPlayerItem } from '../player-state.ts'
import { errorText } from '../../lib/error-text.ts'
import { lazyPart } from '../../lib/lazy-part.ts'
import { $playingId } from '../player.ts'
import { notify } from '../../ui/toast/notify.ts'
import { useLazyPart } from '../../ui/use-lazy-part.ts'

const views = lazyPart(() => import('./player-views.tsx'))

/** For a Listen button: fetch the player while the finger is still down. */
export const preloadPlayer = views.preload

export function PlayerHost() {
  const failure = useStore($downloadFailure)
  const hasItem = useStore($playingId) !== null
  const part = useLazyPart(views)

  useEffect(() => {
    void getPlayerItem().then(async (item) => {
      if (item) await (await import('../resume.ts')).resumePlayer(findStory)
    })
  }, [])
  useEffect(() => {
    if (failure) notify({ ...errorText.offlineDownload(failure.message), variant: 'destructive' })
  }, [failure])
  useEffect(() => {
    if (hasItem) views.preload()
  }, [hasItem])

  return part ? <part.PlayerViews /> : null
}
