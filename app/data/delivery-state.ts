// How a write waiting in the outbox is doing, for the dialog that queued it: being sent (with the
// bytes of its upload), sent, waiting for the network, or refused (and why).
import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useStore } from '@nanostores/react'
import { db, type OutboxEntry } from '../../db/local/db.ts'
import { $uploadProgress } from '../sync/status.ts'

export type DeliveryPhase = 'sending' | 'delivered' | 'waiting' | 'failed'

export interface DeliveryState {
  phase: DeliveryPhase
  error?: string
  sent?: number
  total?: number
}

function phaseOf(entry: OutboxEntry | undefined): DeliveryState {
  if (!entry) return { phase: 'delivered' }
  if (entry.status === 'failed') return { phase: 'failed', error: entry.lastError }
  if (entry.attempts > 0) return { phase: 'waiting', error: entry.lastError }
  return { phase: 'sending' }
}

export function useDeliveryState(seq: number | null): DeliveryState | undefined {
  const entry = useLiveQuery(async () => (seq === null ? null : (await db.outbox.get(seq)) ?? 'gone'), [seq])
  const progress = useStore($uploadProgress)[seq ?? -1]
  if (seq === null || entry === undefined || entry === null) return undefined
  const state = phaseOf(entry === 'gone' ? undefined : entry)
  return state.phase === 'sending' ? { ...state, sent: progress?.sent, total: progress?.total } : state
}

/** The first state past sending (sent, waiting for the network, or refused), whether or not the
 * dialog that queued the write is still on screen (a deleted album's dialog is not). `past` are
 * the phases to wait through: ['sending', 'waiting'] waits until it is sent or refused. */
export function whenSettled(seq: number, past: readonly DeliveryPhase[] = ['sending']): Promise<DeliveryState> {
  return new Promise((resolve, reject) => {
    let settled = false
    const subscription = liveQuery(() => db.outbox.get(seq)).subscribe({
      next: (entry) => {
        const state = phaseOf(entry)
        if (settled || past.includes(state.phase)) return
        settled = true
        resolve(state)
        queueMicrotask(() => subscription.unsubscribe())
      },
      error: reject,
    })
  })
}
