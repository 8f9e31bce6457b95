// Push subscriptions: one row per browser endpoint. Saving the same endpoint again refreshes its
// keys and re-activates it, keeping what it wants and follows unless the save says otherwise; a
// push service answering 404/410 marks it inactive.
import type { Selectable } from 'kysely'
import { randomUUID } from 'node:crypto'
import type { Db } from './connect.ts'
import type { PushSubscription } from '../../contract/push.ts'
import type { PushSubscriptionsTable } from './database.ts'
import { readFollowTargets, replacePushFollows, type FollowChoice } from './push-follows.ts'

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>

export interface PushSubscriptionInput {
  endpoint: string
  p256dhKey: string
  authKey: string
  userId: string
  userAgent: string
}

export function toPushSubscription(row: PushSubscriptionRow, follows: string[]): PushSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    p256dhKey: row.p256dh_key,
    authKey: row.auth_key,
    userId: row.user_id,
    userAgent: row.user_agent,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    wants: row.wants,
    follows,
  }
}

/**
 * A new subscription wants everything and follows nothing unless `choice` says otherwise; a saved
 * one keeps its own but for what `choice` gives. With follows given, two writes: the caller runs
 * them in one transaction.
 */
export async function upsertPushSubscription(
  db: Db,
  input: PushSubscriptionInput,
  choice: FollowChoice = {},
): Promise<PushSubscription> {
  const changes = {
    p256dh_key: input.p256dhKey,
    auth_key: input.authKey,
    user_id: input.userId,
    user_agent: input.userAgent,
    is_active: 1,
    ...(choice.wants && { wants: choice.wants }),
  }
  const row = await db
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint: input.endpoint, created_at: new Date().toISOString(), ...changes })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow()
  if (choice.follows) await replacePushFollows(db, row.id, choice.follows)
  return toPushSubscription(row, await readFollowTargets(db, row.id))
}

/** Removing a subscription also drops its queued jobs and its follows (ON DELETE CASCADE). */
export async function removePushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute()
}

export async function findPushSubscription(db: Db, endpoint: string): Promise<PushSubscription | undefined> {
  const row = await db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst()
  return row && toPushSubscription(row, await readFollowTargets(db, row.id))
}

export async function listActivePushSubscriptions(db: Db): Promise<PushSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .execute()
  const follows = await db
    .selectFrom('push_follows as f')
    .innerJoin('push_subscriptions as s', 's.id', 'f.subscription_id')
    .select(['f.subscription_id', 'f.target'])
    .where('s.is_active', '=', 1)
    .execute()
  const bySubscription = new Map<string, string[]>()
  for (const { subscription_id: id, target } of follows) {
    const targets = bySubscription.get(id) ?? []
    targets.push(target)
    bySubscription.set(id, targets)
  }
  return rows.map((row) => toPushSubscription(row, (bySubscription.get(row.id) ?? []).sort()))
}

export async function markPushSubscriptionInactive(db: Db, id: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ is_active: 0 }).where('id', '=', id).execute()
}
