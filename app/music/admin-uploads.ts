// Which of the admin's music uploads is open: the floating round buttons open them on wide
// screens, the menu's buttons on phones (where nothing floats over the page). The dialogs live in
// the floating stack, which stays mounted whichever button opened them.
import { atom } from 'nanostores'

export type MusicUpload = 'track' | 'background'

export const $musicUploadOpen = atom<MusicUpload | null>(null)

export const openMusicUpload = (which: MusicUpload) => $musicUploadOpen.set(which)

/** A dialog's onOpenChange for one of the uploads. */
export const musicUploadOpenChange = (which: MusicUpload) => (open: boolean) => {
  if (open) $musicUploadOpen.set(which)
  else if ($musicUploadOpen.get() === which) $musicUploadOpen.set(null)
}

/** The look of the floating round buttons (the uploads', the background-music toggle's). */
export const ROUND =
  'pointer-events-auto grid h-12 w-12 place-items-center rounded-full border border-border bg-surface-2/95 text-text shadow-xl backdrop-blur transition hover:border-accent disabled:opacity-50'
