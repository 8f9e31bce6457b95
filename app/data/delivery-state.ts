// How a write waiting in the outbox is doing, for the dialog that queued it: being sent (with the
// bytes of its upload), sent, waiting for the network, or refused (and why).
import { useLiveQuery } from 'dexie-react-hooks'
import { useStore } from '@nanostores/react'
import { db } from '../../db/local/db.ts'
import { $uploadProgress } from '../sync/status.ts'

export type DeliveryPhase = 'sending' | 'delivered' | 'waiting' | 'failed'

export interface DeliveryState {
  phase: DeliveryPhase
  error?: string
  sent?: number
  total?: number
}

export function useDeliveryState(seq: number | null): DeliveryState | undefined {
  const entry = useLiveQuery(async () => (seq === null ? null : (await db.outbox.get(seq)) ?? 'gone'), [seq])
  const progress = useStore($uploadProgress)[seq ?? -1]
  if (seq === null || entry === undefined || entry === null) return undefined
  if (entry === 'gone') return { phase: 'delivered' }
  if (entry.status === 'failed') return { phase: 'failed', error: entry.lastError }
  if (entry.attempts > 0) return { phase: 'waiting', error: entry.lastError }
  return { phase: 'sending', sent: progress?.sent, total: progress?.total }
}
