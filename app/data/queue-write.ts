// Puts one of the admin's writes in the outbox and wakes the sync engine; the dialog that queued
// it follows the entry (app/components/ui/use-queued-write.ts) until the server has it.
import { db, type OutboxKind } from '../../db/local/db.ts'
import { localWriteHappened } from './after-write.ts'

export async function queueWrite(kind: OutboxKind, payload: object, label: string): Promise<number> {
  const seq = await db.outbox.add({
    kind, payload: payload as Record<string, unknown>, label,
    createdAt: new Date().toISOString(), attempts: 0, nextAttemptAt: 0, status: 'pending',
  }) as number
  localWriteHappened()
  return seq
}
