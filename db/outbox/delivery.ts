// The shape of a delivery: one function per outbox kind that sends the entry through the API
// client and writes the server's answer to the local store it is given (Dexie on the page, idb in
// the service worker: local-store.ts). Deliveries throw what the client throws.
import type { UploadProgress } from '../../client/api-client.ts'
import type { LocalStore } from '../local/local-store.ts'
import type { OutboxEntryOf, OutboxKind } from './outbox-entry.ts'

export interface DeliveryContext {
  /** Where the answer is written (and the entry's own progress, such as an uploaded picture). */
  store: LocalStore
  /** Bytes of the entry's file sent so far (uploads show their progress). */
  onProgress?: UploadProgress
  /** Lets the page stop an entry under way (the admin cancels a publish while it uploads). */
  signal?: AbortSignal
}

export type Delivery<K extends OutboxKind> = (entry: OutboxEntryOf<K>, context: DeliveryContext) => Promise<void>
export type Deliveries<K extends OutboxKind> = { [P in K]: Delivery<P> }
