// How a write waiting in the outbox is doing, for the dialog that queued it and the row's pending
// mark: waiting (for the network, or for an earlier change of the same row), being sent (with the bytes of its upload),
// retrying after a server problem (when, and why), refused (the server's { code, message }), or delivered.
import { useStore } from '@nanostores/react'
import type { OutboxEntry } from '../../../db/local/db.ts'
import { loadLocal } from '../queries/local-db.ts'
import { useLocalQuery } from '../queries/use-local-query.ts'
import type { OutboxProblem } from '../../../db/outbox/outbox-entry.ts'
import { $uploadProgress } from '../../sync/status.ts'

export type DeliveryState =
  /** For the network (`problem`), or for an earlier change on the same row (`after`, its label). */
  | { phase: 'waiting'; problem?: OutboxProblem; after?: string }
  | { phase: 'sending'; sent?: number; total?: number }
  | { phase: 'retrying'; problem: OutboxProblem; nextAttemptAt: number }
  | { phase: 'refused'; problem: OutboxProblem }
  | { phase: 'delivered' }
export type DeliveryPhase = DeliveryState['phase']

const NO_ANSWER = new Set(['NETWORK', 'OFFLINE'])

/** Entries a newer one replaced (an older order of the links): gone, but not delivered. */
export const replacedEntries = new Set<number>()

/** The state of an entry (undefined: delivered, it left the outbox). */
export function deliveryStateOf(entry: OutboxEntry | undefined): DeliveryState {
  if (!entry) return { phase: 'delivered' }
  const { problem } = entry
  if (entry.status === 'refused' && problem) return { phase: 'refused', problem }
  if (entry.after) return { phase: 'waiting', after: entry.after }
  if (problem && NO_ANSWER.has(problem.code)) return { phase: 'waiting', problem }
  if (problem && entry.attempts > 0) return { phase: 'retrying', problem, nextAttemptAt: entry.nextAttemptAt }
  return { phase: 'sending' }
}

export function useDeliveryState(seq: number | null): DeliveryState | undefined {
  const entry = useLocalQuery(async (db) => (seq === null ? null : ((await db.outbox.get(seq)) ?? 'gone')), [seq])
  const progress = useStore($uploadProgress)[seq ?? -1]
  if (seq === null || entry === undefined || entry === null) return undefined
  const state = deliveryStateOf(entry === 'gone' ? undefined : entry)
  return state.phase === 'sending' ? { ...state, sent: progress?.sent, total: progress?.total } : state
}

/**
 * How long a write may show no sign of life (no answer, no step of its upload) before the dialog
 * that queued it says it is saved on this device: a network that looks online but answers nothing
 * (a captive portal, a train tunnel) held the dialog until the request gave up (issue 56). The
 * write goes on; only the waiting ends.
 */
export const WRITE_PATIENCE_MS = 5_000

/** No answer yet, after WRITE_PATIENCE_MS: kept on the device while it goes on being sent. */
export type Unanswered = { phase: 'unanswered' }

/** The first state past `past` (by default: past sending), whether or not the dialog that queued
 * the write is still on screen (a deleted album's dialog is not). */
export function whenSettled(seq: number, past?: readonly DeliveryPhase[]): Promise<DeliveryState>
/** The same, or `unanswered` once it has shown no sign of life for `patienceMs`. */
export function whenSettled(
  seq: number,
  past: readonly DeliveryPhase[],
  patienceMs: number,
): Promise<DeliveryState | Unanswered>
export async function whenSettled(
  seq: number,
  past: readonly DeliveryPhase[] = ['sending'],
  patienceMs?: number,
): Promise<DeliveryState | Unanswered> {
  const { db, liveQuery } = await loadLocal()
  return new Promise((resolve, reject) => {
    let settled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      clearTimeout(timer)
      if (patienceMs !== undefined) timer = setTimeout(() => settle({ phase: 'unanswered' }), patienceMs)
    }
    // A step of its upload is a sign of life.
    const stopWatchingUpload = $uploadProgress.listen((progress, before) => {
      if (progress[seq] !== before?.[seq]) wait()
    })
    const subscription = liveQuery(() => db.outbox.get(seq)).subscribe({
      next: (entry) => {
        const state = deliveryStateOf(entry)
        if (!past.includes(state.phase)) settle(state)
      },
      error: reject,
    })
    function settle(state: DeliveryState | Unanswered) {
      if (settled) return
      settled = true
      clearTimeout(timer)
      stopWatchingUpload()
      resolve(state)
      queueMicrotask(() => subscription.unsubscribe())
    }
    wait()
  })
}
