// VAPID keys identify this server to browser push services. Keys from the environment win;
// otherwise a pair is generated on the first start and kept in the settings table, because a
// new key would silently orphan every subscription browsers made with the old one.
import webpush from 'web-push'
import type { Config } from '../../config.ts'
import type { Db } from '../../../db/server/connect.ts'
import { getSetting, setSetting } from '../../../db/server/settings.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  /** mailto: or https: contact the push service may use to reach the operator. */
  subject: string
}

export const VAPID_SETTING_KEY = 'vapid_keys'

function parseStored(value: string | undefined): { publicKey: string; privateKey: string } | undefined {
  if (!value) return undefined
  const parsed: unknown = JSON.parse(value)
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { publicKey, privateKey } = parsed as Record<string, unknown>
  return typeof publicKey === 'string' && typeof privateKey === 'string' ? { publicKey, privateKey } : undefined
}

export async function loadVapidKeys(db: Db, config: Pick<Config, 'vapid' | 'vapidSubject'>): Promise<VapidKeys> {
  if (config.vapid) return config.vapid
  let keys = parseStored(await getSetting(db, VAPID_SETTING_KEY))
  if (!keys) {
    keys = webpush.generateVAPIDKeys()
    await setSetting(db, VAPID_SETTING_KEY, JSON.stringify(keys))
  }
  return { ...keys, subject: config.vapidSubject }
}
