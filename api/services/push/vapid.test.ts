// VAPID keys: the environment's pair wins; otherwise one pair is generated, stored and kept.
import webpush from 'web-push'
import { describe, expect, it } from 'vitest'
import { useTempDb } from '../../../db/server/testing/temp-db.ts'
import { getSetting } from '../../../db/server/settings.ts'
import { loadVapidKeys, VAPID_SETTING_KEY } from './vapid.ts'

const t = useTempDb()

const subject = 'mailto:test@infinaeon.invalid'

describe('loadVapidKeys', () => {
  it('uses the keys from the environment and stores nothing', async () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'https://infinaeon.example' }
    expect(await loadVapidKeys(t.db, { vapid, vapidSubject: subject })).toEqual(vapid)
    expect(await getSetting(t.db, VAPID_SETTING_KEY)).toBeUndefined()
  })

  it('generates a valid pair once and returns the same pair after a reopen', async () => {
    const first = await loadVapidKeys(t.db, { vapid: undefined, vapidSubject: subject })
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32)
    expect(first.subject).toBe(subject)
    await t.reopen()
    expect(await loadVapidKeys(t.db, { vapid: undefined, vapidSubject: subject })).toEqual(first)
  })
})
