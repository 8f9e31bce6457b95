// The one Dexie (IndexedDB) database of the app. Synced tables hold the wire types unchanged;
// everything else is local to this device (listed in LOCAL_TABLES). The service worker reads and
// writes the same database without Dexie (sw/local-store.ts), at LOCAL_DB_VERSION only.
import { Dexie, type EntityTable } from 'dexie'
import { LOCAL_DB_NAME } from './local-store.ts'
import type { Series } from '../schema/story.ts'
import { toLocalStory, type LocalStory } from '../schema/local-story.ts'
import { ownPictures } from '../schema/story-pictures.ts'
import type { Album, BackgroundMusic, Track } from '../schema/music.ts'
import type { Character } from '../schema/character.ts'
import type { Link } from '../schema/link.ts'
import type { Comment } from '../schema/comment.ts'
import type { OutboxEntry, OutboxKind } from '../outbox/outbox-entry.ts'
import type { SavedSearchIndex, TimingsText, StoryContent, LocalComment, Favourite, Bookmark, ReadingProgress, LocalAudioProgress, Download, Draft, PlayerState, SyncStateRow } from './types.ts'

export type { SavedSearchIndex, TimingsText, OutboxEntry, OutboxKind, StoryContent, LocalComment, Favourite, Bookmark, ReadingProgress, LocalAudioProgress, Download, Draft, PlayerState, SyncStateRow, Comment }

export class HubDatabase extends Dexie {
  stories!: EntityTable<LocalStory, 'id'>
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
    // A new version raises LOCAL_DB_VERSION (local-store.ts) too: the worker writes only at that one.
    this.version(1).stores({
      stories: 'id, createdAt, category, seriesId',
      series: 'id',
      albums: 'id',
      tracks: 'id, albumId',
      characters: 'id',
      links: 'id, sortOrder',
      backgroundMusic: 'id',
      storyContent: 'id',
      comments: 'id, storyId, [storyId+createdAt]',
      outbox: '++seq, status',
      syncState: 'key',
      favourites: 'storyId, createdAt',
      bookmarks: 'storyId',
      readingProgress: 'storyId',
      audioProgress: 'storyId',
      downloads: 'url',
      drafts: 'id',
      player: 'id',
    })
    // Issue 14: lists read by index, and the prefetch compares versions by key without reading texts.
    this.version(2).stores({
      stories: 'id, createdAt, category, seriesId, featuredAt, titleKey, shelf, shelfEpisode, [category+createdAt], [id+updatedAt]',
      storyContent: 'id, [id+storyUpdatedAt]',
      searchIndex: 'id',
    }).upgrade((tx) => tx.table('stories').toCollection().modify((story, ref) => { ref.value = toLocalStory(story) }))
    // Issue 21: an entry refused by the server keeps the server's { code, message }, not a sentence
    // (an old refusal was told by the old toast already).
    this.version(3).stores({}).upgrade((tx) => tx.table('outbox').toCollection().modify((entry: Record<string, unknown>) => {
      if (entry.status === 'failed') Object.assign(entry, { status: 'refused', told: true, problem: { code: 'HTTP_ERROR', message: entry.lastError ?? '', status: 400 } })
      delete entry.lastError
    }))
    // Issue 25: stories list their narration timings (this device keeps their texts for offline),
    // and characters their aliases and first story.
    this.version(4).stores({ timings: 'url' }).upgrade(async (tx) => {
      await tx.table('stories').toCollection().modify((story: { timings?: unknown }) => { story.timings ??= [] })
      await tx.table('characters').toCollection().modify((character: { aliases?: unknown; firstStoryId?: unknown }) => {
        character.aliases ??= []
        character.firstStoryId ??= null
      })
    })
    // Issue 26: a text lists the pictures it shows, so they are kept offline with it.
    this.version(5).stores({ storyContent: 'id, [id+storyUpdatedAt], *pictures' }).upgrade((tx) =>
      tx.table('storyContent').toCollection().modify((row: StoryContent) => { row.pictures = ownPictures(row.content) }))
  }
}

/** Tables filled by /api/sync; a page of changes is applied to these in one transaction. */
export const SYNCED_TABLES = ['stories', 'series', 'albums', 'tracks', 'characters', 'links', 'backgroundMusic'] as const
/** Tables that exist only on this device (export and "clear all data" go through these). */
export const LOCAL_TABLES = [
  'storyContent', 'comments', 'outbox', 'syncState', 'favourites', 'bookmarks', 'readingProgress',
  'audioProgress', 'downloads', 'drafts', 'player', 'searchIndex', 'timings',
] as const

export const db = new HubDatabase()
