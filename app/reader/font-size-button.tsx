// Cycles the reading font size 12 → 16 → 20 → 24 → 12; the setting is shared with
// the Reading Settings dialog and applies at once.
import { Type } from 'lucide-react'
import { readingSettings } from '../settings/settings.ts'
import { FONT_SIZE_NAMES, nextFontSize } from '../settings/reading-settings.ts'
import { iconButton } from './reader-theme.ts'

export function FontSizeButton() {
  const settings = readingSettings.use()
  const size = settings.fontSize
  const cycle = () => readingSettings.write({ ...readingSettings.read(), fontSize: nextFontSize(size) })
  return (
    <button
      type="button"
      onClick={cycle}
      className={iconButton('relative')}
      // The name starts with the number shown on the button (WCAG 2.5.3, label in name).
      aria-label={`${size} — font size ${FONT_SIZE_NAMES[size] ?? `${size}px`}, change font size`}
      title="Font size"
    >
      <Type size={20} aria-hidden />
      <span aria-hidden className="absolute bottom-0.5 right-0.5 text-[9px] font-semibold tabular-nums">
        {size}
      </span>
    </button>
  )
}
