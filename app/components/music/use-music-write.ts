// Follows a music write the dialog queued (app/data/music-admin.ts) until it is sent, waits for
// the network, or is refused; a refused write leaves the outbox and the dialog keeps its fields.
import { useEffect, useRef, useState } from 'react'
import { useDeliveryState, type DeliveryState } from '../../data/delivery-state.ts'
import { dropMusicWrite } from '../../data/music-admin.ts'

export interface WriteOutcome {
  delivered: () => void
  /** Kept on this device: it goes when the connection is back. */
  waiting: () => void
  failed: (said: string | undefined) => void
}

export function useMusicWrite(outcome: WriteOutcome): { busy: boolean; state: DeliveryState | undefined; follow: (queued: Promise<number>) => Promise<void> } {
  const [seq, setSeq] = useState<number | null>(null)
  const state = useDeliveryState(seq)
  const latest = useRef(outcome)
  latest.current = outcome

  useEffect(() => {
    if (seq === null || !state || state.phase === 'sending') return
    setSeq(null)
    if (state.phase === 'failed') {
      void dropMusicWrite(seq)
      latest.current.failed(state.error)
    } else {
      latest.current[state.phase]()
    }
  }, [seq, state])

  return { busy: seq !== null, state, follow: async (queued) => setSeq(await queued) }
}
