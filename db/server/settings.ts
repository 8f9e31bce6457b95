// Small server-wide values kept in the database (the admin password hash, VAPID keys).
import type { Db } from './connect.ts'

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}
