// Saves a browser's push subscription and what it wants and follows, each save in one transaction:
// the subscription with its choice (POST), or the whole choice alone (PUT …/follows), which the
// device's outbox may send again; a replay leaves the same rows.
import type { Db } from '../../../db/server/connect.ts'
import type { PushFollows, PushFollowsSave, PushSubscription } from '../../../contract/push.ts'
import { savePushFollows, type FollowChoice } from '../../../db/server/push-follows.ts'
import { upsertPushSubscription, type PushSubscriptionInput } from '../../../db/server/push-subscriptions.ts'
import { Errors } from '../../errors.ts'

export function saveSubscription(
  db: Db,
  input: PushSubscriptionInput,
  choice: FollowChoice,
): Promise<PushSubscription> {
  return db.transaction().execute((trx) => upsertPushSubscription(trx, input, choice))
}

export async function saveFollows(db: Db, body: PushFollowsSave): Promise<PushFollows> {
  const saved = await db.transaction().execute((trx) => savePushFollows(trx, body.endpoint, body))
  if (!saved) throw new Errors.PushSubscriptionNotFound()
  return saved
}
