// A dialog's last row: Cancel, then the dialog's own action (given as the children), at the end.
import type { ReactNode } from 'react'
import { Button } from './button.tsx'

export function DialogActions({
  busy,
  onCancel,
  children,
}: {
  busy?: boolean
  onCancel: () => void
  children: ReactNode
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </div>
  )
}
