// An accessible modal: focus is trapped and returned, Escape and outside clicks close it unless
// `locked` (e.g. while something is being saved). Its Radix half (dialog-radix.tsx) is not part of
// the first load: it comes at idle after the first screen, or when a dialog first opens.
import { useEffect, useRef } from 'react'
import { lazyPart, preloadWhenIdle } from '../lib/lazy-part.ts'
import { tellPartNotLoaded } from './part-not-loaded.ts'
import { useLazyPart } from './use-lazy-part.ts'

import type { DialogProps } from './dialog-radix.tsx'

export type { DialogProps }

const radixDialog = lazyPart(() => import('./dialog-radix.tsx'))
preloadWhenIdle(radixDialog)

export function Dialog(props: DialogProps) {
  // Drawn at once when it arrives while the dialog is asked open (use-lazy-part.ts).
  const part = useLazyPart(radixDialog, props.open)
  // Our dialogs open from many places without a Radix Trigger, so focus is handed back by hand to
  // whatever had it when the dialog opened (noted here: the Radix half may not be there yet).
  const opener = useRef<HTMLElement | null>(null)
  if (props.open && opener.current === null && typeof document !== 'undefined')
    opener.current = document.activeElement as HTMLElement | null
  const isWaiting = props.open && !part
  // Its code could not be fetched (offline before the worker had it): the dialog says so and is
  // closed, and every press after gets the same answer, never a dialog waiting on nothing.
  const { onOpenChange } = props
  useEffect(() => {
    if (!isWaiting) return
    let waiting = true
    radixDialog.load().catch(() => {
      if (!waiting) return
      opener.current = null
      tellPartNotLoaded()
      onOpenChange(false)
    })
    return () => {
      waiting = false
    }
  }, [isWaiting, onOpenChange])
  return part ? <part.DialogRadix {...props} opener={opener} /> : null
}
