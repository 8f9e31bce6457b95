// Previous Chapter / Next Chapter at the end of the text; disabled at either end.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { READER } from './reader-theme.ts'

interface Props {
  count: number
  index: number
  onChapter: (index: number) => void
}

export function ChapterNav({ count, index, onChapter }: Props) {
  const button = `inline-flex h-11 items-center gap-1.5 rounded-lg border px-4 text-sm font-medium transition disabled:pointer-events-none disabled:opacity-40 ${READER.outline}`
  return (
    <nav
      aria-label="Chapters"
      className="mt-12 flex items-center justify-between gap-3 border-t border-current/15 pt-6"
    >
      <button type="button" className={button} disabled={index <= 0} onClick={() => onChapter(index - 1)}>
        <ChevronLeft size={18} aria-hidden /> Previous Chapter
      </button>
      <button type="button" className={button} disabled={index >= count - 1} onClick={() => onChapter(index + 1)}>
        Next Chapter <ChevronRight size={18} aria-hidden />
      </button>
    </nav>
  )
}
