// Everything of the device's database the page uses, in one module that is loaded after the first
// screen (local-db.ts): Dexie is 31 KiB of JavaScript the server-drawn screen does not need.
export { db } from '../../db/local/db.ts'
export { Dexie, liveQuery } from 'dexie'
export { discardOutboxEntry, retryOutboxEntry } from '../../db/outbox/outbox.ts'
export { fetchFullStory } from '../../db/local/stories.ts'
export { showLinkOrder } from '../../db/local/link-delivery.ts'
export { announceOutsideWrites } from '../../db/local/outside-writes.ts'
