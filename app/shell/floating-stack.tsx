// What floats over the page, placed so nothing covers anything else: the round buttons (the
// admin's uploads, the background-music toggle; wide screens only: on phones, where they covered
// the page at every scroll position, the toggle sits in the header and the uploads in the menu)
// and the cards (update, install). On phones the cards sit at the bottom; on wide screens one
// column bottom-right, cards above the buttons. Both rise above the mini player while one is docked.
// Nothing moves when a card comes or goes (CLS): the layer spans the viewport's full height and
// packs its content to the bottom, so no box that was already there changes place or size (an
// auto-height layer anchored at the bottom would grow upward and count as a shift).
// Above the page and header, below dialogs and toasts (a toast is brief; it must never hide under
// a card). The shell leaves room below the page's end for all of it (app-shell.tsx), and while a
// person types (a comment, a search) the cards step aside: the comment form's Post button was
// under the install card (issue 56).
import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $miniPlayerShown } from '../player/player.ts'
import { UpdateCard } from '../pwa/update-card.tsx'
import { InstallCard } from '../pwa/install-card.tsx'
import { BackgroundMusicToggle } from '../music/background/background-music-toggle.tsx'
import { AdminUploadButton } from '../music/admin-upload-button.tsx'

export function FloatingStack() {
  const docked = useStore($miniPlayerShown)
  const typing = useTyping()
  return (
    <div
      className={`pointer-events-none fixed inset-x-0 top-0 z-[45] flex items-end gap-2 p-3 sm:inset-x-auto sm:right-4 sm:w-96 sm:flex-col-reverse sm:items-stretch sm:p-0 ${docked ? 'bottom-16 sm:bottom-20' : 'bottom-0 sm:bottom-4'}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <AdminUploadButton which="track" />
        <AdminUploadButton which="background" />
        <BackgroundMusicToggle />
      </div>
      <div className={`min-w-0 flex-1 flex-col justify-end gap-2 self-stretch ${typing ? 'hidden' : 'flex'}`}>
        <UpdateCard />
        <InstallCard />
      </div>
    </div>
  )
}

const TEXT_FIELD =
  'textarea, input:not([type="checkbox"], [type="radio"], [type="range"], [type="button"], [type="submit"], [type="file"]), [contenteditable="true"]'

/** Whether focus is in a text field now. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false)
  useEffect(() => {
    const isTextField = (target: EventTarget | null) => target instanceof Element && target.matches(TEXT_FIELD)
    const onFocusIn = (event: FocusEvent) => setTyping(isTextField(event.target))
    const onFocusOut = (event: FocusEvent) => setTyping(isTextField(event.relatedTarget))
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])
  return typing
}
