// Rows of the device-only tables. Synced tables use the wire types of contract/ unchanged.
import type { TimingFiles } from '../../story-text/webvtt.ts'
import type { Comment } from '../../contract/comment.ts'
import type { QuoteSelector } from '../../story-text/annotation-anchors.ts'

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
  key: 'cursor' | 'lastPulledAt' | 'resyncFromStart' | 'prefetchedThrough'
  value: string
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

export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink'] as const
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number]

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
