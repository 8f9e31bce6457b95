// Background Sync (DESIGN §5): where the browser supports it, the worker replays the outbox (the
// same code as the app, db/local/outbox.ts) even when no page is open, then tells open windows.
/// <reference lib="webworker" />
import { drainOutbox, retryAfterMs, type PostJson } from '../db/local/outbox.ts'
import { postToWindows } from './clients.ts'

export const OUTBOX_SYNC_TAG = 'outbox'

/** Not in TypeScript's lib yet: https://developer.mozilla.org/docs/Web/API/SyncEvent */
type SyncEvent = ExtendableEvent & { readonly tag: string }

/** POSTs JSON like the app's client: an HTTP failure has `status`, a network failure has none. */
export const postJson: PostJson = async (path, body) => {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    throw { message: error instanceof Error ? error.message : String(error) }
  }
  const text = await response.text().catch(() => '')
  if (!response.ok) {
    let serverMessage: string | undefined
    try { serverMessage = (JSON.parse(text) as { message?: string }).message } catch { /* not JSON */ }
    throw {
      status: response.status, serverMessage, retryAfterMs: retryAfterMs(response.headers),
      message: `${response.status}: ${text || response.statusText}`,
    }
  }
  return text ? JSON.parse(text) : undefined
}

/** One round; rejects when it stopped early so the browser tries the sync again later. */
export async function replayOutbox(): Promise<void> {
  // The browser fires `sync` when the network is back: the app's backoff no longer applies.
  const result = await drainOutbox(postJson, Date.now(), true)
  await postToWindows({ type: 'OUTBOX_DRAINED', delivered: result.delivered })
  if (result.interrupted) throw new Error('The outbox could not be delivered yet.')
}

export function onSync(event: Event): void {
  const sync = event as SyncEvent
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox())
}
