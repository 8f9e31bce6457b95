// Theme Options: change the faction (which colours the whole app) and the reader theme.
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { FactionCards } from './faction-cards.tsx'
import { faction, readingSettings } from './settings.ts'
import { ReaderThemeChoice } from './reader-theme-choice.tsx'

export function ThemeOptionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const current = faction.use()
  const reading = readingSettings.use()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Theme Options"
      description="Your faction colours the hub; the reader theme sets the page you read on."
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Faction</h3>
          <FactionCards value={current} onChange={faction.write} />
        </div>
        <ReaderThemeChoice
          value={reading.theme}
          onChange={(theme) => readingSettings.write({ ...readingSettings.read(), theme })}
        />
        <Button variant="primary" className="justify-center" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      </div>
    </Dialog>
  )
}
