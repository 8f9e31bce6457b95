// What each push subscription wants (every publish, or only what it follows) and what it follows:
// series by id, and 'standalone' for stories of no series. A choice is always saved whole, so a
// replayed save leaves the same rows (a target kept keeps the time it was first followed). The
// fan-out reads these in its own query (push-jobs.ts, enqueueStoryPush).
import type { Db } from './connect.ts'
import type { PushFollows, PushWants } from '../../contract/push.ts'

/** What a save changes: each part given replaces the subscription's own, each absent part is kept. */
export interface FollowChoice {
  wants?: PushWants
  follows?: readonly string[]
}

/** Ids are compared as the server writes them (lowercase), and a target is held once. */
const normalized = (targets: readonly string[]) => [...new Set(targets.map((target) => target.toLowerCase()))]

/** Code-unit order: the same on both engines, whatever PostgreSQL's collation. */
const sorted = (targets: string[]) => [...targets].sort()

/** Makes `targets` the whole set the subscription follows. */
export async function replacePushFollows(trx: Db, subscriptionId: string, targets: readonly string[]): Promise<void> {
  const wanted = normalized(targets)
  let drop = trx.deleteFrom('push_follows').where('subscription_id', '=', subscriptionId)
  if (wanted.length > 0) drop = drop.where('target', 'not in', wanted)
  await drop.execute()
  if (wanted.length === 0) return
  const now = new Date().toISOString()
  await trx
    .insertInto('push_follows')
    .values(wanted.map((target) => ({ subscription_id: subscriptionId, target, followed_at: now })))
    .onConflict((oc) => oc.columns(['subscription_id', 'target']).doNothing())
    .execute()
}

/** The subscription's followed targets, sorted. */
export async function readFollowTargets(db: Db, subscriptionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('push_follows')
    .select('target')
    .where('subscription_id', '=', subscriptionId)
    .execute()
  return sorted(rows.map((row) => row.target))
}

/**
 * PUT /api/push-subscriptions/follows: the whole choice of the subscription at `endpoint`. Two writes:
 * the caller runs them in one transaction. Undefined when no subscription has that endpoint.
 */
export async function savePushFollows(
  trx: Db,
  endpoint: string,
  choice: Required<FollowChoice>,
): Promise<PushFollows | undefined> {
  const subscription = await trx
    .updateTable('push_subscriptions')
    .set({ wants: choice.wants })
    .where('endpoint', '=', endpoint)
    .returning('id')
    .executeTakeFirst()
  if (!subscription) return undefined
  await replacePushFollows(trx, subscription.id, choice.follows)
  return { wants: choice.wants, follows: sorted(normalized(choice.follows)) }
}

/** What the subscription at `endpoint` wants and follows, or undefined when there is none. */
export async function readPushFollows(db: Db, endpoint: string): Promise<PushFollows | undefined> {
  const subscription = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'wants'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  if (!subscription) return undefined
  return { wants: subscription.wants, follows: await readFollowTargets(db, subscription.id) }
}
