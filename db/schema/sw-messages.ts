// Messages between the page and the service worker: one typed union each way.
import { Type, type Static } from 'typebox'
import { Uuid } from './common.ts'

/** Page → worker. */
export const ToWorker = Type.Union([
  Type.Object({ type: Type.Literal('SKIP_WAITING') }),
  /**
   * Keep an audio file for offline. With storyId and title it is a story's download (listed in the
   * downloads table); without, it is kept quietly (the background music once played).
   */
  Type.Object({
    type: Type.Literal('DOWNLOAD_AUDIO'),
    url: Type.String({ maxLength: 4096 }),
    storyId: Type.Optional(Uuid),
    title: Type.Optional(Type.String({ maxLength: 300 })),
  }),
  Type.Object({ type: Type.Literal('CANCEL_DOWNLOAD'), url: Type.String({ maxLength: 4096 }) }),
  Type.Object({ type: Type.Literal('REMOVE_AUDIO'), url: Type.String({ maxLength: 4096 }) }),
  Type.Object({ type: Type.Literal('DRAIN_OUTBOX') }),
])
export type ToWorker = Static<typeof ToWorker>

/** Worker → page. */
export const FromWorker = Type.Union([
  Type.Object({ type: Type.Literal('UPDATE_READY') }),
  Type.Object({ type: Type.Literal('STORY_PUSHED'), storyId: Uuid }),
  /** Bytes stored so far; total 0 when the server did not say. Sent to every window. */
  Type.Object({
    type: Type.Literal('AUDIO_DOWNLOAD_PROGRESS'), url: Type.String(),
    received: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({ type: Type.Literal('AUDIO_DOWNLOADED'), url: Type.String() }),
  Type.Object({ type: Type.Literal('AUDIO_DOWNLOAD_FAILED'), url: Type.String(), message: Type.String(), cancelled: Type.Boolean() }),
  Type.Object({ type: Type.Literal('OUTBOX_DRAINED'), delivered: Type.Integer({ minimum: 0 }) }),
])
export type FromWorker = Static<typeof FromWorker>
