// Turning notifications on asks what they should be about (issue 59): "Everything new" or "Only
// what I follow". Each choice is a button, so the browser's permission prompt comes straight from
// that tap (Safari and Firefox ask only from one). Loaded when the toggle is first pressed.
import { Dialog } from '../ui/dialog.tsx'
import type { PushWants } from '../../contract/push.ts'
import { pushWants } from './push-wants.ts'
import { PUSH_WANTS_CHOICES } from './push-wants-choices.ts'

export function PushWantsDialog({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (wants: PushWants) => void
}) {
  const current = pushWants.read()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Turn on notifications"
      description="What should we tell you about? You can change it later in Data Settings."
    >
      <div className="flex flex-col gap-3">
        {PUSH_WANTS_CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="button"
            autoFocus={choice.value === current}
            onClick={() => {
              onOpenChange(false)
              onChoose(choice.value)
            }}
            className="flex flex-col items-start gap-0.5 rounded-xl border border-border bg-surface-2 p-4 text-left hover:border-accent focus-visible:border-accent"
          >
            <span className="font-semibold">{choice.label}</span>
            <span className="text-sm text-muted">{choice.hint}</span>
          </button>
        ))}
      </div>
    </Dialog>
  )
}
