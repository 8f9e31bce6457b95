// The reader theme choice (dark / light / sepia) as a radio group of swatches.
import { useId } from 'react'
import { RadioGroup } from 'radix-ui'
import { READER_THEMES, type ReaderTheme } from './reading-settings.ts'

const LOOK: Record<ReaderTheme, { label: string; swatch: string }> = {
  dark: { label: 'Dark', swatch: 'bg-[#0b1020] text-[#e7ecf7]' },
  light: { label: 'Light', swatch: 'bg-[#f8fafc] text-[#111827]' },
  sepia: { label: 'Sepia', swatch: 'bg-[#f4ecd8] text-[#5b4636]' },
}

export function ReaderThemeChoice({ value, onChange }: { value: ReaderTheme; onChange: (theme: ReaderTheme) => void }) {
  const labelId = useId()
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium">
        Reader theme
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as ReaderTheme)}
        orientation="horizontal"
        className="grid grid-cols-3 gap-2"
      >
        {READER_THEMES.map((theme) => (
          <RadioGroup.Item
            key={theme}
            value={theme}
            className="flex flex-col items-center gap-1.5 rounded-xl border-2 border-border p-2 text-sm transition hover:border-accent/60 data-[state=checked]:border-accent"
          >
            <span
              aria-hidden
              className={`grid h-10 w-full place-items-center rounded-lg font-serif text-lg ${LOOK[theme].swatch}`}
            >
              Aa
            </span>
            {LOOK[theme].label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  )
}
