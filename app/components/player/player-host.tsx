// Everything of the player that lives above the routes: the overlay, the mini player, the toast
// for a download that failed in the worker, and the story resumed from the last visit.
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $downloadFailure } from '../../data/downloads.ts'
import { findStory } from '../../data/stories.ts'
import { errorText } from '../../lib/error-text.ts'
import { resumePlayer } from '../../player/resume.ts'
import { notify } from '../toast/notify.ts'
import { MiniPlayer } from './mini-player.tsx'
import { PlayerOverlay } from './player-overlay.tsx'

export function PlayerHost() {
  const failure = useStore($downloadFailure)

  useEffect(() => { void resumePlayer(findStory) }, [])
  useEffect(() => {
    if (failure) notify({ ...errorText.offlineDownload(failure.message), variant: 'destructive' })
  }, [failure])

  return (
    <>
      <PlayerOverlay />
      <MiniPlayer />
    </>
  )
}
