// Messages between the page and the service worker: one typed union each way.
import { Type, type Static } from 'typebox'
import { Uuid } from './common.ts'
import { SCREEN_PATH_MAX_LENGTH } from './limits.ts'

const AudioUrl = Type.String({ maxLength: 4096 })
const DownloadTitle = Type.String({ maxLength: 300 })

/** What a listed download is the audio of: a story, or a track of an album. */
export const StoryListing = Type.Object({ storyId: Uuid, title: DownloadTitle })
export const TrackListing = Type.Object({ trackId: Uuid, albumId: Uuid, title: DownloadTitle })
export type Listing = Static<typeof StoryListing> | Static<typeof TrackListing>

/**
 * Keep an audio file for offline. With a story's or a track's listing it is a download the person
 * asked for (listed in the downloads table); with only the url it is kept quietly (the background
 * music once played). Exactly one of the three: a message mixing them (a story id beside a track
 * id, a track without its album, an id without a title) is refused, so nothing is kept unlisted
 * by mistake.
 */
const DownloadAudio = { type: Type.Literal('DOWNLOAD_AUDIO'), url: AudioUrl }
const Exact = { additionalProperties: false }

/**
 * Why a download failed: the person cancelled (or removed) it; not an http(s) address; 404/410;
 * a 2xx other than the whole file; a body shorter than announced; no network; storage full;
 * storage failed otherwise; any other HTTP status.
 */
export const DOWNLOAD_FAILURE_CODES = [
  'cancelled',
  'not-downloadable',
  'gone',
  'partial',
  'incomplete',
  'network',
  'quota',
  'storage',
  'server',
] as const
export const DownloadFailureCode = Type.Enum(DOWNLOAD_FAILURE_CODES)
export type DownloadFailureCode = Static<typeof DownloadFailureCode>

/** Page → worker. */
export const ToWorker = Type.Union([
  Type.Object({ type: Type.Literal('SKIP_WAITING') }),
  /** To the worker in charge when the person chose Update Now: end the round under way so the new one takes over. */
  Type.Object({ type: Type.Literal('STEP_DOWN') }),
  Type.Object(DownloadAudio, Exact),
  Type.Object({ ...DownloadAudio, ...StoryListing.properties }, Exact),
  Type.Object({ ...DownloadAudio, ...TrackListing.properties }, Exact),
  Type.Object({ type: Type.Literal('CANCEL_DOWNLOAD'), url: AudioUrl }),
  Type.Object({ type: Type.Literal('REMOVE_AUDIO'), url: AudioUrl }),
  Type.Object({ type: Type.Literal('DRAIN_OUTBOX') }),
  /** Clear All Data is under way: keep nothing from now on, and answer FORGOTTEN on the port sent along. */
  Type.Object({ type: Type.Literal('FORGET_EVERYTHING') }),
  /**
   * A screen the person reached inside the app (no page load, so the worker never saw it): the
   * worker keeps its drawing for the next launch when it is a first screen (first-screen.ts).
   */
  Type.Object({ type: Type.Literal('KEEP_DRAWING'), path: Type.String({ maxLength: SCREEN_PATH_MAX_LENGTH }) }),
])
export type ToWorker = Static<typeof ToWorker>

/** Worker → page. */
export const FromWorker = Type.Union([
  /** A worker took over from an older one; `build` is its build's id (vite.config.ts). */
  Type.Object({ type: Type.Literal('UPDATE_READY'), build: Type.String() }),
  Type.Object({ type: Type.Literal('STORY_PUSHED'), storyId: Uuid }),
  /** Bytes stored so far; total 0 when the server did not say. Sent to every window. */
  Type.Object({
    type: Type.Literal('AUDIO_DOWNLOAD_PROGRESS'),
    url: Type.String(),
    received: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({ type: Type.Literal('AUDIO_DOWNLOADED'), url: Type.String() }),
  /** Why, as a code the page words (app/lib/error-text.ts); `server` carries the HTTP status. */
  Type.Object({
    type: Type.Literal('AUDIO_DOWNLOAD_FAILED'),
    url: Type.String(),
    code: DownloadFailureCode,
    status: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  Type.Object({ type: Type.Literal('OUTBOX_DRAINED'), delivered: Type.Integer({ minimum: 0 }) }),
  /**
   * The worker wrote these tables of the app's database (without Dexie, whose live queries do not
   * hear it): the page has them read again (db/local/outside-writes.ts). Names it does not know
   * (a worker of another version) are left out there.
   */
  Type.Object({ type: Type.Literal('LOCAL_DATA_CHANGED'), tables: Type.Array(Type.String()) }),
  /** The answer to FORGET_EVERYTHING, on its port only: this worker opens no cache any more. */
  Type.Object({ type: Type.Literal('FORGOTTEN') }),
])
export type FromWorker = Static<typeof FromWorker>
