// The story's title in the reader's header: two lines at most, so the header keeps its height and
// nothing is hidden under it; a tap shows the whole title (and a second tap folds it again).
import { useState } from 'react'

export function HeaderTitle({ title }: { title: string }) {
  const [whole, setWhole] = useState(false)
  return (
    <button
      type="button"
      aria-expanded={whole}
      onClick={() => setWhole((w) => !w)}
      className="flex min-h-11 w-full items-center text-left text-[13px] font-semibold leading-tight"
    >
      {/* Clamped on the text itself: on the button, its 44 px let half a third line show. */}
      <span data-clamped className={`min-w-0 break-words ${whole ? '' : 'line-clamp-2'}`}>
        {title}
      </span>
      <span className="sr-only">{whole ? ', shown in full' : ', tap to show in full'}</span>
    </button>
  )
}
