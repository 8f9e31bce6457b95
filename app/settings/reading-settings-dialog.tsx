// Reading Settings: font size 12–24 step 2, line spacing 1.4–2 step 0.2 and
// the reader theme, applied live (the reader follows readingSettings), and whether characters'
// names link to their cards (issue 25); Reset restores defaults.
import { Dialog } from '../ui/dialog.tsx'
import { useSettingsEditor } from './settings-editor.ts'
import { readingSettings } from './settings.ts'
import {
  DEFAULT_READING_SETTINGS,
  FONT_SIZE,
  FONT_SIZE_NAMES,
  LINE_SPACING,
  LINE_SPACING_NAMES,
} from './reading-settings.ts'
import { SliderField, SettingsActions, SwitchField } from './setting-fields.tsx'
import { ReaderThemeChoice } from './reader-theme-choice.tsx'

const named = (value: string, name: string | undefined) => (name ? `${value} (${name})` : value)
export const fontSizeText = (size: number) => named(`${size}px`, FONT_SIZE_NAMES[size])
export const lineSpacingText = (spacing: number) => named(spacing.toFixed(1), LINE_SPACING_NAMES[String(spacing)])

export function ReadingSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const {
    value: settings,
    change,
    reset,
  } = useSettingsEditor(readingSettings, DEFAULT_READING_SETTINGS, 'Reading settings are back to their defaults.')

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reading Settings"
      description="Changes apply to the reader right away."
    >
      <div className="flex flex-col gap-5">
        <SliderField
          label="Font size"
          {...FONT_SIZE}
          value={settings.fontSize}
          format={fontSizeText}
          onChange={(fontSize) => change({ fontSize })}
        />
        <SliderField
          label="Line spacing"
          {...LINE_SPACING}
          value={settings.lineSpacing}
          format={lineSpacingText}
          onChange={(lineSpacing) => change({ lineSpacing })}
        />
        <ReaderThemeChoice value={settings.theme} onChange={(theme) => change({ theme })} />
        <p
          className={`rounded-xl border border-border p-3 font-serif ${settings.theme === 'light' ? 'bg-[#f8fafc] text-[#111827]' : settings.theme === 'sepia' ? 'bg-[#f4ecd8] text-[#5b4636]' : 'bg-bg text-text'}`}
          style={{ fontSize: settings.fontSize, lineHeight: settings.lineSpacing }}
        >
          The gate hummed as the first light of the Infinaeon crossed it.
        </p>
        <SwitchField
          label="Character links"
          hint="A character's name in a story opens their card."
          checked={settings.mentionLinks}
          onChange={(mentionLinks) => change({ mentionLinks })}
        />
        <SettingsActions onReset={reset} onDone={() => onOpenChange(false)} />
      </div>
    </Dialog>
  )
}
