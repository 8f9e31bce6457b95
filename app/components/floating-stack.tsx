// What floats over the page, in one column so nothing covers anything else: the admin's track
// upload and the background-music toggle, then the update card (the install card sits in the
// page's flow instead, see app-shell.tsx); along the bottom on
// phones, bottom-right on wide screens, and above the mini player while one is docked. Above the
// page and header, below dialogs and toasts (a toast is brief; it must never hide under a card).
// The shell leaves room below the footer for the round buttons and the mini player.
import { useStore } from '@nanostores/react'
import { $miniPlayerShown } from '../player/player.ts'
import { UpdateCard } from './pwa/update-card.tsx'
import { BackgroundMusicToggle } from './background-music/background-music-toggle.tsx'
import { TrackUploadButton } from './music/track-upload-button.tsx'

export function FloatingStack() {
  const docked = useStore($miniPlayerShown)
  return (
    <div className={`pointer-events-none fixed inset-x-0 z-[45] flex flex-col gap-2 p-3 sm:inset-x-auto sm:right-4 sm:w-96 sm:p-0 ${docked ? 'bottom-16 sm:bottom-20' : 'bottom-0 sm:bottom-4'}`}>
      <div className="flex gap-2 sm:justify-end">
        <TrackUploadButton />
        <BackgroundMusicToggle />
      </div>
      <UpdateCard />
    </div>
  )
}
