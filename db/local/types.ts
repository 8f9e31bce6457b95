// Rows of the device-only tables. Synced tables use the wire types of contract/ unchanged.
import type { TimingFiles } from '../../story-text/webvtt.ts'
import type { Comment } from '../../contract/comment.ts'
import type { QuoteSelector } from '../../story-text/annotation-anchors.ts'
import type { HighlightColour, ProfileChange, ProfileKind, SettingValue } from '../../contract/profile-kinds.ts'

/** A story's text, fetched on open and prefetched in the background for offline reading. */
export interface StoryContent {
  id: string
  content: string
  /** The story's updatedAt when this text was fetched; a newer story version refetches it. */
  storyUpdatedAt: string
  fetchedAt: string
  /** The pictures of this site the text shows (indexed: the offline prefetch lists them by key). */
  pictures: string[]
}

/** A story's timings file (WebVTT) kept on this device, by its content-addressed URL. */
export interface TimingsText {
  url: string
  text: string
}

/** A comment as this device knows it: delivered, or still waiting in the outbox. */
export interface LocalComment extends Comment {
  status: 'sent' | 'pending' | 'failed'
}

export interface SyncStateRow {
  /**
   * resyncFromStart: a pull from the start after CURSOR_AHEAD has not reached the end (app/sync/pull.ts);
   * prefetchedThrough: the cursor whose texts and timings are all stored (app/sync/content.ts).
   */
  key: 'cursor' | 'lastPulledAt' | 'resyncFromStart' | 'prefetchedThrough' | 'profileEnded'
  value: string
}

/**
 * This device's link to a reader profile (issue 60), one row ('current') while it has one. The
 * secret is never exported, logged or put in a URL. 'pending': a pairing link was made here and
 * no device has used it yet. `cursor`: of GET /api/profile/changes. `lastClock`: the highest
 * profile clock this device made or saw. `serverOffsetMs`: the server's clock minus this device's.
 */
export interface ProfileLink {
  id: 'current'
  secret: string
  /** 16 hex digits: the last part of every clock this device makes. */
  deviceId: string
  state: 'pending' | 'linked'
  cursor: string
  lastClock?: string
  serverOffsetMs: number
  /** When another device last joined (through this one's link), for "A device joined at …". */
  joinedAt?: string
}

/**
 * An element of the profile as this device knows it (only while linked): its latest change's
 * clock, and whether that change is still to be sent (`dirty`). Values live in their own tables
 * (favourites, follows, …), but a setting's is here (the data worker has no localStorage).
 * Places also keep their run and position, `ownLast` (where this device itself last was) and
 * `behind` (a place another device went back to, waiting for the reader's answer).
 */
export interface ProfileItem {
  /** `<kind>:<key>` */
  id: string
  kind: ProfileKind
  key: string
  clock: string
  deleted: boolean
  dirty: 0 | 1
  value?: SettingValue
  run?: number
  position?: number
  ownLast?: number
  behind?: ProfileChange
}

export interface Favourite {
  storyId: string
  createdAt: string
}

/** A series (its id, or STANDALONE_TARGET: new standalone stories) this device follows, since when (issue 59). */
export interface Follow {
  target: string
  followedAt: string
}

export { HIGHLIGHT_COLOURS, type HighlightColour } from '../../contract/profile-kinds.ts'

/**
 * A passage the reader highlighted in a story, with their note ('' when none), anchored as the
 * W3C Web Annotation model does (story-text/annotation-anchors.ts) (issue 59).
 */
export interface Annotation {
  id: string
  storyId: string
  colour: HighlightColour
  note: string
  selector: QuoteSelector
  createdAt: string
  updatedAt: string
}

/** Reader bookmark: a scroll offset, when, and in which chapter. */
export interface Bookmark {
  storyId: string
  position: number
  timestamp: number
  chapterIndex: number
}

/** Where the reader last was in a story, restored when it is opened again. */
export interface ReadingProgress {
  storyId: string
  position: number
  percent: number
  chapterIndex: number
  updatedAt: number
  /** Read to on another device of the reader's profile: `position` is that screen's, so it reopens at `percent`. */
  elsewhere?: boolean
}

/** Where this device stopped listening to a story, and the speed chosen for it. */
export interface LocalAudioProgress {
  storyId: string
  currentPosition: number
  duration: number
  updatedAt: number
  /** The speed last chosen for this story (stories are remembered one by one). */
  speed?: number
}

/**
 * Audio kept for offline listening, written by the service worker once stored whole: a story's
 * (rows of every version have storyId) or a track's of an album (trackId and albumId instead).
 */
export type Download = {
  /** The audio URL as the player requests it (the cache key, absolute). */
  url: string
  /** The story's or the track's title when it was downloaded. */
  title: string
  bytes: number
  /** The Content-Type it was served with (names the saved file's extension). */
  mimeType: string
  downloadedAt: string
} & (
  | { storyId: string; trackId?: undefined; albumId?: undefined }
  | { storyId?: undefined; trackId: string; albumId: string }
)

/** The upload or edit form as the admin left it ('new', or 'edit:<storyId>'), files included. */
export interface Draft {
  id: string
  fields: Record<string, string>
  cover?: Blob
  /** The cover before compression, for the preview's name; the chosen audio file. */
  coverName?: string
  audio?: File
  /** Narration timings chosen (WebVTT files). */
  timings?: TimingFiles
  /** A Word document's pictures, by the index of their `picture:<n>` address in the text. */
  pictures?: Blob[]
  updatedAt: string
}

/** What the player holds, so a reload resumes it (position and speed are in audioProgress). */
export interface PlayerState {
  id: 'current'
  /** A story's audio, or (the music issue) a track of an album. */
  kind: 'story' | 'track'
  itemId: string
  /** The music queue: track ids, and where in it the player is; empty for a story. */
  queue: string[]
  index: number
  shuffle: boolean
  repeat: 'none' | 'one' | 'all'
  /** The story is read by the device's voice (app/player/voice), not its narration. */
  voice?: boolean
  /** Where a track stopped (a story's position is in audioProgress). */
  position?: number
}

/** The data worker's search index, saved whole so a restart does not index every text again. */
export interface SavedSearchIndex {
  id: 'stories'
  /** MiniSearch's JSON. */
  index: string
  /** [story id, indexed version, title and description in lower case]. */
  entries: [string, string, string][]
  savedAt: string
}
