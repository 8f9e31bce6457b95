// Telling the server what this browser's push subscription wants (issue 59), as a queued write:
// offline it waits in the outbox like every write. One waiting entry is enough, since the entry
// that goes reads the device's follows when it is sent (db/outbox/outbox-drain.ts): a newer
// change replaces the entries still waiting.
import type { PushWants } from '../../contract/push.ts'
import type { HubDatabase } from '../data/queries/local-db.ts'
import { queueWrite } from '../data/writes/queue-write.ts'
import { pushSupported } from './push-opt-in.ts'

/** This browser's push subscription's address, if any (not in push-opt-in.ts, which the header carries). */
export async function currentPushEndpoint(): Promise<string | undefined> {
  if (!pushSupported()) return undefined
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription())?.endpoint
}

export const PUSH_FOLLOWS_LABEL = 'What to notify you about'

/** Queues the server's copy of the choice, with `showLocally`'s device write in the same transaction. */
export function queuePushFollows(
  endpoint: string,
  wants: PushWants,
  showLocally?: (db: HubDatabase) => Promise<unknown>,
): Promise<number> {
  return queueWrite(
    { kind: 'push.follows', payload: { endpoint, wants }, label: PUSH_FOLLOWS_LABEL },
    ['follows'],
    async (db) => {
      await showLocally?.(db)
      await db.outbox
        .where('status')
        .equals('pending')
        .filter((entry) => entry.kind === 'push.follows')
        .delete()
    },
  )
}
