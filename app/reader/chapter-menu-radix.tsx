// The chapter menu itself (chapter-menu.tsx shows its button until this has loaded): every
// chapter by name, the current one checked; choosing one scrolls smoothly to it. Radix gives the
// menu keyboard use and focus return.
import { DropdownMenu } from 'radix-ui'
import { Check, ListOrdered } from 'lucide-react'
import { chapterLabel, type Chapter } from '../../story-text/chapters.ts'
import type { DeferredStart } from '../ui/use-deferred-trigger.ts'
import { iconButton, READER } from './reader-theme.ts'

export interface ChapterMenuProps {
  chapters: Chapter[]
  current: number
  onChapter: (index: number) => void
}

export function ChapterMenuRadix({ chapters, current, onChapter, start }: ChapterMenuProps & { start: DeferredStart }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={start.open}>
      <DropdownMenu.Trigger
        className={iconButton()}
        aria-label="Chapters"
        disabled={chapters.length === 0}
        autoFocus={start.focus}
      >
        <ListOrdered size={20} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className={`z-50 max-h-[min(70dvh,28rem)] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border p-1.5 shadow-2xl ${READER.menu}`}
        >
          <DropdownMenu.Label className={`px-3 py-2 text-xs font-semibold uppercase tracking-wide ${READER.muted}`}>
            Chapters
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={String(current)} onValueChange={(value) => onChapter(Number(value))}>
            {chapters.map((chapter, index) => (
              <DropdownMenu.RadioItem
                key={index}
                value={String(index)}
                className="flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-current/10"
              >
                <span className="mt-0.5 w-4 shrink-0">
                  <DropdownMenu.ItemIndicator>
                    <Check size={16} aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span>{chapterLabel(chapter)}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
