// Follows a write the dialog queued (app/data/queue-write.ts) until it is delivered, waits on the
// device, or is refused. Every dialog behaves the same: kept on the device (offline, or the
// server has a problem) → the dialog closes at once with "Saved on this device"; delivered → the
// dialog's own good news; refused → the one refusal toast (app/data/refusals.ts), and the dialog,
// if still open, keeps its fields for a fix (the refused entry leaves the outbox: the form is its
// retry). The outcome is told even when the dialog is gone by then (a deleted album's dialogs).
import { useRef, useState } from 'react'
import { useDeliveryState, whenSettled, type DeliveryState } from '../../data/delivery-state.ts'
import { discardOutboxEntry } from '../../../db/local/outbox.ts'
import { tellRefusal } from '../../data/refusals.ts'
import { notify } from '../toast/notify.ts'
import { refusal, savedOnDevice } from '../../lib/write-text.ts'

export interface WriteOutcome {
  delivered: () => void
  /** Kept on this device (it goes when it can): the dialog closes. The toast is said for it. */
  kept?: () => void
  /** Refused: the toast is said for it; the dialog keeps its fields. */
  refused?: () => void
}

export function useQueuedWrite(outcome: WriteOutcome): { busy: boolean; state: DeliveryState | undefined; follow: (queued: Promise<number>) => Promise<void> } {
  const [seq, setSeq] = useState<number | null>(null)
  const state = useDeliveryState(seq)
  const latest = useRef(outcome)
  latest.current = outcome

  const follow = async (queued: Promise<number>) => {
    const queuedSeq = await queued
    setSeq(queuedSeq)
    const settled = await whenSettled(queuedSeq)
    setSeq(null)
    if (settled.phase === 'delivered') return latest.current.delivered()
    if (settled.phase === 'refused') {
      await tellRefusal(queuedSeq, (entry) => notify(refusal(entry)))
      await discardOutboxEntry(queuedSeq)
      return latest.current.refused?.()
    }
    notify(savedOnDevice(settled))
    latest.current.kept?.()
  }

  return { busy: seq !== null, state, follow }
}
