// The one Dexie (IndexedDB) database of the app. Synced tables hold the wire types unchanged;
// everything else is local to this device (listed in LOCAL_TABLES). The service worker reads and
// writes the same database without Dexie (sw/idb-local-store.ts), at LOCAL_DB_VERSION only.
import { Dexie, type EntityTable } from 'dexie'
import { LOCAL_DB_NAME, LOCAL_DB_VERSION } from './db-version.ts'
import type { Series, StorySummary } from '../../contract/story.ts'
import { toLocalStory, type LocalStory } from '../../contract/local-story.ts'
import { ownPictures } from '../../story-text/story-pictures.ts'
import type { Album, BackgroundMusic, Track } from '../../contract/music.ts'
import type { Character } from '../../contract/character.ts'
import type { Link } from '../../contract/link.ts'
import type { Comment } from '../../contract/comment.ts'
import type { OutboxEntry, OutboxKind } from '../outbox/outbox-entry.ts'
import type {
  SavedSearchIndex,
  TimingsText,
  StoryContent,
  LocalComment,
  Favourite,
  Follow,
  Annotation,
  ProfileLink,
  ProfileItem,
  Bookmark,
  ReadingProgress,
  LocalAudioProgress,
  Download,
  Draft,
  PlayerState,
  SyncStateRow,
} from './types.ts'

export type {
  SavedSearchIndex,
  TimingsText,
  OutboxEntry,
  OutboxKind,
  StoryContent,
  LocalComment,
  Favourite,
  Follow,
  Annotation,
  ProfileLink,
  ProfileItem,
  Bookmark,
  ReadingProgress,
  LocalAudioProgress,
  Download,
  Draft,
  PlayerState,
  SyncStateRow,
  Comment,
}

// Dexie turns its debug mode on by itself when the page's address is localhost or 127.0.0.1: a
// console task (an async stack trace) for every table operation, which with DevTools attached
// costs the page 130 ms of source positions in one task of a first visit at CPU 1×. The app runs
// at those addresses when it is measured (Lighthouse, bench/) and must run there as it does for
// its readers at its real address: the mode is off in every copy of Dexie (page and data worker).
Dexie.debug = false

export class HubDatabase extends Dexie {
  stories!: EntityTable<LocalStory, 'id'>
  /** The admin's stories not released yet (scheduled, drafts), as the server answers them: no list reads them. */
  scheduledStories!: EntityTable<StorySummary, 'id'>
  series!: EntityTable<Series, 'id'>
  albums!: EntityTable<Album, 'id'>
  tracks!: EntityTable<Track, 'id'>
  characters!: EntityTable<Character, 'id'>
  links!: EntityTable<Link, 'id'>
  backgroundMusic!: EntityTable<BackgroundMusic, 'id'>
  storyContent!: EntityTable<StoryContent, 'id'>
  comments!: EntityTable<LocalComment, 'id'>
  outbox!: EntityTable<OutboxEntry, 'seq'>
  syncState!: EntityTable<SyncStateRow, 'key'>
  favourites!: EntityTable<Favourite, 'storyId'>
  follows!: EntityTable<Follow, 'target'>
  annotations!: EntityTable<Annotation, 'id'>
  profile!: EntityTable<ProfileLink, 'id'>
  profileItems!: EntityTable<ProfileItem, 'id'>
  bookmarks!: EntityTable<Bookmark, 'storyId'>
  readingProgress!: EntityTable<ReadingProgress, 'storyId'>
  audioProgress!: EntityTable<LocalAudioProgress, 'storyId'>
  downloads!: EntityTable<Download, 'url'>
  drafts!: EntityTable<Draft, 'id'>
  player!: EntityTable<PlayerState, 'id'>
  searchIndex!: EntityTable<SavedSearchIndex, 'id'>
  timings!: EntityTable<TimingsText, 'url'>

  constructor(name = LOCAL_DB_NAME) {
    // No query cache: the data worker writes this database from another context, and Dexie hears of
    // it by a BroadcastChannel that may come after the worker's "pull ended". A live query
    // subscribed in between would get the cached answer from before the pull (fresh-reads.test.ts).
    super(name, { cache: 'disabled' })
    // One declaration of the schema as it is now, with one upgrade that brings rows stored by any
    // older version up to it. Dexie compares the tables and indexes on the device with these and adds
    // what is missing, whichever version the device had; the upgrade's steps change only rows that
    // need them, so running all of them on any older database is right. (Declaring each version
    // with its own stores() built every table's API again per version: the database's construction
    // was most of a 150 ms task on a phone at CPU 4×.)
    // A new version raises LOCAL_DB_VERSION (db-version.ts) too: the worker writes only at that one,
    // and adds its own idempotent step below.
    this.version(LOCAL_DB_VERSION)
      .stores({
        stories:
          'id, createdAt, category, seriesId, featuredAt, titleKey, shelf, shelfEpisode, [category+createdAt], [id+updatedAt]',
        scheduledStories: 'id, publishAt',
        series: 'id',
        albums: 'id',
        tracks: 'id, albumId',
        characters: 'id',
        links: 'id, sortOrder',
        backgroundMusic: 'id',
        storyContent: 'id, [id+storyUpdatedAt], *pictures',
        comments: 'id, storyId, [storyId+createdAt]',
        outbox: '++seq, status',
        syncState: 'key',
        favourites: 'storyId, createdAt',
        follows: 'target',
        annotations: 'id, storyId, createdAt',
        profile: 'id',
        profileItems: 'id, dirty',
        bookmarks: 'storyId',
        readingProgress: 'storyId',
        audioProgress: 'storyId',
        downloads: 'url',
        drafts: 'id',
        player: 'id',
        searchIndex: 'id',
        timings: 'url',
      })
      .upgrade(async (tx) => {
        // Issue 14 (version 2): lists read by index, so stories carry their index keys.
        // Issue 25 (version 4): stories list their narration timings.
        await tx
          .table('stories')
          .toCollection()
          .modify((story: LocalStory & { timings?: unknown }, ref) => {
            story.timings ??= []
            ref.value = toLocalStory(story)
          })
        // Issue 21 (version 3): an entry refused by the server keeps the server's { code, message }, not a
        // sentence (an old refusal was told by the old toast already).
        await tx
          .table('outbox')
          .where('status')
          .equals('failed')
          .modify((entry: Record<string, unknown>) => {
            Object.assign(entry, {
              status: 'refused',
              told: true,
              problem: { code: 'HTTP_ERROR', message: entry.lastError ?? '', status: 400 },
            })
            delete entry.lastError
          })
        // Issue 25 (version 4): characters list their aliases and first story.
        await tx
          .table('characters')
          .toCollection()
          .modify((character: { aliases?: unknown; firstStoryId?: unknown }) => {
            character.aliases ??= []
            character.firstStoryId ??= null
          })
        // Issue 26 (version 5): a text lists the pictures it shows, so they are kept offline with it.
        await tx
          .table('storyContent')
          .toCollection()
          .modify((row: StoryContent) => {
            row.pictures ??= ownPictures(row.content)
          })
        // Issue 59 (version 6): the follows and annotations tables are new; no stored row changes.
        // Issue 60 (version 7): the profile and profileItems tables are new; no stored row changes.
        // Issue 61 (version 8): the scheduledStories table is new; no stored row changes.
      })
  }
}

/** Tables filled by /api/sync; a page of changes is applied to these in one transaction. */
export const SYNCED_TABLES = [
  'stories',
  'scheduledStories',
  'series',
  'albums',
  'tracks',
  'characters',
  'links',
  'backgroundMusic',
] as const
/** Tables that exist only on this device (export and "clear all data" go through these). */
export const LOCAL_TABLES = [
  'storyContent',
  'comments',
  'outbox',
  'syncState',
  'favourites',
  'follows',
  'annotations',
  'profile',
  'profileItems',
  'bookmarks',
  'readingProgress',
  'audioProgress',
  'downloads',
  'drafts',
  'player',
  'searchIndex',
  'timings',
] as const

export const db = new HubDatabase()
