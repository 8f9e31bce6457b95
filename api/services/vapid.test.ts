// VAPID keys: the environment's pair wins; otherwise one pair is generated, stored and kept.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import webpush from 'web-push'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect, type Db } from '../../db/server/connect.ts'
import { getSetting } from '../../db/server/settings.ts'
import { loadVapidKeys, VAPID_SETTING_KEY } from './vapid.ts'

let dir: string
let db: Db
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-vapid-'))
  db = await connect(path.join(dir, 'test.db'))
})
afterEach(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const subject = 'mailto:test@infinaeon.invalid'

describe('loadVapidKeys', () => {
  it('uses the keys from the environment and stores nothing', async () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'https://infinaeon.example' }
    expect(await loadVapidKeys(db, { vapid, vapidSubject: subject })).toEqual(vapid)
    expect(await getSetting(db, VAPID_SETTING_KEY)).toBeUndefined()
  })

  it('generates a valid pair once and returns the same pair after a reopen', async () => {
    const first = await loadVapidKeys(db, { vapid: undefined, vapidSubject: subject })
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32)
    expect(first.subject).toBe(subject)
    await db.destroy()
    db = await connect(path.join(dir, 'test.db'))
    expect(await loadVapidKeys(db, { vapid: undefined, vapidSubject: subject })).toEqual(first)
  })
})
