// The app's outbox round: the shared replay (db/local/outbox.ts) through the app's API client.
import { drainOutbox as drain, type DrainResult } from '../../db/local/outbox.ts'
import { api } from '../api-client.ts'

export type { DrainResult }
export { retryOutboxEntry, discardOutboxEntry, backoffMs } from '../../db/local/outbox.ts'

export const drainOutbox = (now = Date.now(), ignoreBackoff = false): Promise<DrainResult> =>
  drain((path, body) => api.post(path, body), now, ignoreBackoff)
