// Follows an admin write the dialog queued (app/data/queue-write.ts: music, characters, links)
// until it is sent, waits for the network, or is refused; a refused write leaves the outbox and the
// dialog keeps its fields.
// The outcome is told even when the dialog is gone by then (a deleted album's dialogs close).
import { useRef, useState } from 'react'
import { useDeliveryState, whenSettled, type DeliveryState } from '../../data/delivery-state.ts'
import { discardOutboxEntry } from '../../../db/local/outbox.ts'

export interface WriteOutcome {
  delivered: () => void
  /** Kept on this device: it goes when the connection is back. */
  waiting: () => void
  failed: (said: string | undefined) => void
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
    if (settled.phase === 'failed') {
      void discardOutboxEntry(queuedSeq)
      latest.current.failed(settled.error)
    } else {
      latest.current[settled.phase as 'delivered' | 'waiting']()
    }
  }

  return { busy: seq !== null, state, follow }
}
