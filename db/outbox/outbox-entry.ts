// The outbox's rows: one user write waiting to reach the server, typed by its kind. Each payload
// is the contract's body type (contract/) plus what the device needs to send it again (client
// ids, the files as blobs) or to undo it when the person discards it (`previous`).
import type { AudioProgressSave } from '../../contract/audio-progress.ts'
import type { CommentCreate } from '../../contract/comment.ts'
import type { CharacterFields } from '../../contract/character.ts'
import type { LinkCreate, LinkReorder } from '../../contract/link.ts'
import type { Static } from 'typebox'
import type { AlbumUpdateFields, TrackCreateFields } from '../../contract/music.ts'
import type { StoryFormFields } from '../../contract/story.ts'
import type { TimingFiles } from '../../story-text/webvtt.ts'
import type { Character } from '../../contract/character.ts'
import type { Problem } from '../../client/api-error.ts'
import type { PushWants } from '../../contract/push.ts'

/** Form fields as the dialogs keep them: the contract's names, each as the form's text. */
export type FormText<T> = { [K in keyof T]?: string }

/** A story the admin published or edited: the form's fields (a new story's id among them) and its files. */
export interface StoryPayload {
  /** The new story's client-made id, or the edited story's id. */
  storyId: string
  fields: FormText<StoryFormFields>
  /** The compressed cover (or the original when compression failed). */
  cover?: Blob
  /** Audio uploaded first (a direct upload); a pasted link travels in fields.audioFileUrl. */
  audio?: File
  /** Narration timings (WebVTT files), sent with the form. */
  timings?: TimingFiles
  /** A Word document's pictures, stored first; the text names each as `picture:<n>` until then. */
  pictures?: Blob[]
}

/** A track the admin uploaded: its fields, its client-made id and its files. */
export interface TrackUploadPayload {
  trackId: string
  fields: FormText<Omit<Static<typeof TrackCreateFields>, 'id'>> & { title: string; artist: string }
  audio: File
  cover?: Blob
  /** The album it goes into when that album is already on this device (keeps its writes in order). */
  albumId?: string
  /** Where it was added (the dialogs word a refusal by it). */
  from: 'upload' | 'album'
}

/** An album's edit: title, artist, description, and a new cover when one was chosen. */
export interface AlbumEditPayload {
  albumId: string
  fields: Static<typeof AlbumUpdateFields>
  cover?: Blob
}

/** A row to delete (the title names it in the list of waiting changes). */
export interface DeletePayload {
  id: string
  title: string
}

/**
 * A character the admin added or edited: its fields, and a new picture waiting to be uploaded
 * first (its address replaces `fields.image_url` once the upload is done, so a retry never sends
 * it twice). `previous`: the character before an edit, put back if the edit is discarded.
 */
export interface CharacterSavePayload {
  characterId: string
  isNew: boolean
  fields: CharacterFields
  image?: Blob
  previous?: Character
}

/** A link the admin added, with its client-made id. */
export interface LinkCreatePayload {
  linkId: string
  fields: Omit<LinkCreate, 'id'> & { description: string }
}

/**
 * The order the admin wants (every link on screen, first to last) and the order before it (put
 * back if the server refuses). Sent as rebuilt from the device's links at that moment (see
 * link-sending.ts), so a link deleted meanwhile is never named.
 */
export interface LinkReorderPayload {
  order: LinkReorder
  previous: LinkReorder
}

/** Background music the admin uploaded. */
export interface BackgroundMusicPayload {
  /** Its client-made id: a replay answers the same track. */
  id: string
  title: string
  audio: File
}

/**
 * What this device's push subscription should be told about (issue 59): everything new, or only
 * what this device follows. The follows themselves are read when it is sent (outbox-drain.ts),
 * so whichever entry goes last tells the server the device's latest choice.
 */
export interface PushFollowsPayload {
  endpoint: string
  wants: PushWants
}

/** Every kind of write and its payload; a new kind is a line here and a delivery (outbox-drain.ts). */
export interface OutboxPayloads {
  'comment.create': { storyId: string } & CommentCreate & { id: string }
  'comment.delete': DeletePayload & { storyId: string }
  'audioProgress.save': AudioProgressSave
  'story.publish': StoryPayload
  'story.update': StoryPayload
  'story.delete': DeletePayload
  'track.create': TrackUploadPayload
  'album.update': AlbumEditPayload
  'album.delete': DeletePayload
  'track.delete': DeletePayload
  'character.save': CharacterSavePayload
  'character.delete': DeletePayload
  'link.create': LinkCreatePayload
  'link.delete': DeletePayload
  'link.reorder': LinkReorderPayload
  'backgroundMusic.upload': BackgroundMusicPayload
  'push.follows': PushFollowsPayload
  /** Sends every profile element changed on this device (issue 60): read when sent, never holding the secret. */
  'profile.push': Record<string, never>
}
export type OutboxKind = keyof OutboxPayloads

/**
 * Why an entry is not delivered yet: the server's `{ code, message }` (or the client's NETWORK /
 * OFFLINE), and `during` when a step before the write itself failed (a picture or audio upload:
 * the same code then means the file, not the row, was refused).
 */
export type OutboxProblem = Problem & { during?: 'upload' }

interface EntryState {
  seq?: number
  /** What the entry is about, for the list of waiting changes ("Comment on …"). */
  label: string
  createdAt: string
  attempts: number
  /** Not tried again before this time (ms): the backoff after a server problem. */
  nextAttemptAt: number
  /** pending: to be delivered (waiting, sending or retrying); refused: the server said no (4xx). */
  status: 'pending' | 'refused'
  /** Why it waits, retries or was refused; absent while it has not been tried. */
  problem?: OutboxProblem
  /** The label of an earlier change on the same row it waits for (it goes right after that one). */
  after?: string
  /** The refusal has been told to the person (one toast, whichever tab or worker saw it). */
  told?: boolean
}

export type OutboxEntryOf<K extends OutboxKind> = { [P in K]: EntryState & { kind: P; payload: OutboxPayloads[P] } }[K]
export type OutboxEntry = OutboxEntryOf<OutboxKind>
/** The Background Sync tag the page registers and the worker answers by draining the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox'

/** What a writer gives: the kind, its payload and its label; the state starts fresh. */
export type NewOutboxEntry = { [P in OutboxKind]: { kind: P; payload: OutboxPayloads[P]; label: string } }[OutboxKind]

export function freshEntry(entry: NewOutboxEntry): OutboxEntry {
  return { ...entry, createdAt: new Date().toISOString(), attempts: 0, nextAttemptAt: 0, status: 'pending' }
}
