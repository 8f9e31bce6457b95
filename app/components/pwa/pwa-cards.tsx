// Where the floating cards live: along the bottom on phones, bottom-right on wide screens. Above
// the page and header, below dialogs and toasts (a toast is brief; it must never hide under a card).
import { InstallCard } from './install-card.tsx'
import { UpdateCard } from './update-card.tsx'

export function PwaCards() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[45] flex flex-col gap-2 p-3 sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-96 sm:p-0">
      <UpdateCard />
      <InstallCard />
    </div>
  )
}
