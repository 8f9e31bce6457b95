// Everything of the device's database the page uses, in one module that is loaded after the first
// screen (local-db.ts): Dexie is 31 KiB of JavaScript the server-drawn screen does not need.
export { db } from '../../../db/local/db.ts'
export { Dexie, liveQuery } from 'dexie'
export { discardOutboxEntry, retryOutboxEntry } from '../../../db/outbox/outbox.ts'
import { api } from '../../../client/api-client.ts'
import { boundTo, dexieStore, storeOver } from '../../../db/local/dexie-store.ts'
import type { Transaction } from 'dexie'
import type { TableName } from '../../../db/local/local-store.ts'
import { putFullStory } from '../../../db/local/story-rows.ts'
import {
  answerPlaceQuestion,
  endProfile,
  noteEverything,
  noteOwnPlace,
  noteProfileChange,
  PROFILE_APPLY_TABLES,
  PROFILE_END_TABLES,
  PROFILE_TABLES,
  type NotedChange,
} from '../../../db/local/profile-items.ts'
import type { ProfileLink } from '../../../db/local/types.ts'
import type { HubDatabase } from '../../../db/local/db.ts'
import { db } from '../../../db/local/db.ts'
import type { ProfileKind, SettingKey, SettingValue } from '../../../contract/profile-kinds.ts'
export { showLinkOrder } from '../../../db/local/link-delivery.ts'
export { announceOutsideWrites } from '../../../db/local/outside-writes.ts'
export { whenDatabaseCurrent } from './database-ready.ts'
export { abortReadsWhenKept } from './reads-on-leave.ts'

/** Fetches the story with its text and keeps it in the device's database; throws the ApiError when it cannot. */
export const fetchFullStory = async (id: string): Promise<void> =>
  putFullStory(dexieStore, await api.getStory({ params: { id } }))

export type ProfileNote = (kind: ProfileKind, key: string, change: NotedChange) => Promise<boolean>

/**
 * One transaction over `tables` and the reader profile's (issue 60): `work` gets the database
 * bound to it and `note`, which notes a change to send to the person's other devices when this one
 * is linked (nothing otherwise).
 */
export const profiledTransaction = <R>(
  tables: readonly TableName[],
  work: (db: HubDatabase, note: ProfileNote) => Promise<R>,
): Promise<R> =>
  db.transaction('rw', [...tables, ...PROFILE_TABLES], (tx: Transaction) => {
    const store = storeOver(db, tx)
    return work(boundTo(db, tx), (kind, key, change) => noteProfileChange(store, kind, key, change))
  })

/** A story opened at `position` on this device: a later save behind it is a step back here. */
export const placeOpened = (kind: 'readingPlace' | 'listeningPlace', storyId: string, position: number) =>
  dexieStore.transaction(['profile', 'profileItems'], (store) => noteOwnPlace(store, kind, storyId, position))

/** Becomes linked (`fields` of the link), and notes every element of this device to be sent. */
export const linkEverything = (
  fields: Partial<ProfileLink>,
  settings: Record<SettingKey, SettingValue>,
  settingsTime: number,
) =>
  dexieStore.transaction(PROFILE_APPLY_TABLES, async (store) => {
    const current = await store.get('profile', 'current')
    await store.put('profile', { ...current, ...fields, id: 'current' } as ProfileLink)
    await noteEverything(store, settings, settingsTime)
  })

/** This device left its profile (the person's own choice): its data stays. */
export const endProfileHere = () => dexieStore.transaction(PROFILE_END_TABLES, (store) => endProfile(store, false))

/** The reader's answer to "On another device you went back to …" (issue 60). */
export const answerPlace = (kind: 'readingPlace' | 'listeningPlace', storyId: string, goBack: boolean) =>
  dexieStore.transaction(PROFILE_APPLY_TABLES, (store) => answerPlaceQuestion(store, kind, storyId, goBack))
