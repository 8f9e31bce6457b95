// Everything of the device's database the page uses, in one module that is loaded after the first
// screen (local-db.ts): Dexie is 31 KiB of JavaScript the server-drawn screen does not need.
export { db } from '../../../db/local/db.ts'
export { Dexie, liveQuery } from 'dexie'
export { discardOutboxEntry, retryOutboxEntry } from '../../../db/outbox/outbox.ts'
import { api } from '../../../client/api-client.ts'
import { dexieStore } from '../../../db/local/dexie-store.ts'
import { putFullStory } from '../../../db/local/story-rows.ts'
export { showLinkOrder } from '../../../db/local/link-delivery.ts'
export { announceOutsideWrites } from '../../../db/local/outside-writes.ts'
export { whenDatabaseCurrent } from './database-ready.ts'
export { abortReadsWhenKept } from './reads-on-leave.ts'

/** Fetches the story with its text and keeps it in the device's database; throws the ApiError when it cannot. */
export const fetchFullStory = async (id: string): Promise<void> =>
  putFullStory(dexieStore, await api.getStory({ params: { id } }))
