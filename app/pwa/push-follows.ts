// Telling the server what this browser's push subscription wants (issue 59), as a queued write:
// offline it waits in the outbox like every write. One waiting entry is enough, since the entry
// that goes reads the device's follows when it is sent (db/outbox/outbox-drain.ts): a newer
// change replaces the entries still waiting.
import type { PushWants } from '../../contract/push.ts'
import { localDb, type HubDatabase } from '../data/queries/local-db.ts'
import { addOutboxEntry } from '../data/writes/queue-write.ts'
import { localWriteHappened } from '../data/writes/after-write.ts'
import { pushSupported } from './push-opt-in.ts'

/** This browser's push subscription's address, if any (not in push-opt-in.ts, which the header carries). */
export async function currentPushEndpoint(): Promise<string | undefined> {
  if (!pushSupported()) return undefined
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription())?.endpoint
}

export const PUSH_FOLLOWS_LABEL = 'What to notify you about'

/** In the caller's transaction (with the outbox): the one entry that tells the server, replacing any still waiting. */
export async function putPushFollowsEntry(db: HubDatabase, endpoint: string, wants: PushWants): Promise<number> {
  await db.outbox
    .where('status')
    .equals('pending')
    .filter((entry) => entry.kind === 'push.follows')
    .delete()
  return addOutboxEntry(db, { kind: 'push.follows', payload: { endpoint, wants }, label: PUSH_FOLLOWS_LABEL })
}

/** Queues the server's copy of the choice. */
export async function queuePushFollows(endpoint: string, wants: PushWants): Promise<number> {
  const db = await localDb()
  const seq = await db.transaction('rw', db.outbox, () => putPushFollowsEntry(db, endpoint, wants))
  localWriteHappened()
  return seq
}
