// Messages between the page and the service worker: one typed union each way.
import { Type, type Static } from 'typebox'
import { Uuid } from './common.ts'

/** Page → worker. */
export const ToWorker = Type.Union([
  Type.Object({ type: Type.Literal('SKIP_WAITING') }),
  Type.Object({ type: Type.Literal('DOWNLOAD_AUDIO'), url: Type.String() }),
  Type.Object({ type: Type.Literal('REMOVE_AUDIO'), url: Type.String() }),
  Type.Object({ type: Type.Literal('DRAIN_OUTBOX') }),
])
export type ToWorker = Static<typeof ToWorker>

/** Worker → page. */
export const FromWorker = Type.Union([
  Type.Object({ type: Type.Literal('UPDATE_READY') }),
  Type.Object({ type: Type.Literal('STORY_PUSHED'), storyId: Uuid }),
  Type.Object({ type: Type.Literal('AUDIO_DOWNLOADED'), url: Type.String() }),
  Type.Object({ type: Type.Literal('AUDIO_DOWNLOAD_FAILED'), url: Type.String(), message: Type.String() }),
  Type.Object({ type: Type.Literal('OUTBOX_DRAINED'), delivered: Type.Integer({ minimum: 0 }) }),
])
export type FromWorker = Static<typeof FromWorker>
