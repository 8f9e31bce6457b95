// Follows a write the dialog queued (app/data/writes/queue-write.ts) until it is delivered, waits on the
// device, or is refused. Every dialog behaves the same: kept on the device (offline, the server
// has a problem, or no answer within WRITE_PATIENCE_MS) → the dialog closes with "Saved on this
// device"; delivered → the
// dialog's own good news; refused → the one refusal toast (app/data/writes/refusals.ts), and a form keeps
// its fields for a fix. The outcome is told even when the dialog is gone by then.
import { useRef, useState } from 'react'
import {
  replacedEntries,
  useDeliveryState,
  whenSettled,
  WRITE_PATIENCE_MS,
  type DeliveryState,
} from '../data/writes/delivery-state.ts'
import { discardChange } from '../data/writes/pending-writes.ts'
import { tellRefusal } from '../data/writes/refusals.ts'
import { notify, type ToastMessage } from './toast/notify.ts'
import { refusal, savedOnDevice } from '../data/writes/write-text.ts'

export interface WriteOutcome {
  delivered: () => void
  /** Kept on this device (it goes when it can): the dialog closes. The toast is said for it. */
  kept?: () => void
  /**
   * A form that keeps its fields when the server refuses: the refused entry leaves the outbox (the
   * form is its retry). Without it (a delete), the refused entry stays, with Retry and Discard on
   * its row. The toast is said either way.
   */
  refused?: () => void
}

export function useQueuedWrite(outcome: WriteOutcome): {
  busy: boolean
  state: DeliveryState | undefined
  follow: (queued: Promise<number>) => Promise<void>
} {
  const [seq, setSeq] = useState<number | null>(null)
  const state = useDeliveryState(seq)
  const latest = useRef(outcome)
  latest.current = outcome

  const follow = async (queued: Promise<number>) => {
    const queuedSeq = await queued
    setSeq(queuedSeq)
    const settled = await whenSettled(queuedSeq, ['sending'], WRITE_PATIENCE_MS)
    setSeq(null)
    if (settled.phase === 'delivered') {
      if (!replacedEntries.delete(queuedSeq)) latest.current.delivered()
      return
    }
    if (settled.phase === 'refused') {
      await tellRefusal(queuedSeq, (entry) => notify(refusal(entry)))
      if (!latest.current.refused) return
      await discardChange(queuedSeq)
      return latest.current.refused()
    }
    notify(savedOnDevice(settled))
    latest.current.kept?.()
  }

  return { busy: seq !== null, state, follow }
}

/**
 * A form's write: delivered, its good news and the form closes; kept on the device, the form
 * closes; refused, the form stays open with its fields, to be put right.
 */
export function useFormWrite(goodNews: () => Omit<ToastMessage, 'id'>, close: () => void) {
  return useQueuedWrite({
    delivered: () => {
      notify(goodNews())
      close()
    },
    kept: close,
    refused: () => undefined,
  })
}
