// A backup taken while a writer publishes stories (with covers), tracks and comments without pause:
// the archive is one consistent moment. Every table's rows match the manifest; a write is wholly in
// it or wholly out (a story with its text, its change and its cover; a track with its album's
// totals; the change log with the rows it names); every media file a row names is in it. One write
// is made to land inside the snapshot (between two of its tables), so the rule is tested every run,
// not only when the writer happens to be lucky. And the media lease: a story deleted once the
// snapshot is taken, its cover past the grace period, keeps its file until the backup has copied
// it. Runs on SQLite + the media folder, and on PostgreSQL + S3 in the second pass.
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fsPromises from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import tar from 'tar-stream'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { makeStory, makeTrack } from '../../testing/builders.ts'
import { isStored } from '../../testing/stored-media.ts'
import type { BlobStore } from '../media/blob-store.ts'
import { MEDIA_COLUMNS } from '../../../db/server/media-files.ts'
import { mediaUrlToKey } from '../../../contract/media-urls.ts'
import type { SyncType } from '../../../contract/sync.ts'
import { MANIFEST_ENTRY, tableEntry, type Manifest } from './manifest.ts'
import { readBackup } from './read-backup.ts'
import { writeBackup } from './write-backup.ts'

type Row = Record<string, unknown>
interface Archive {
  manifest: Manifest
  tables: Map<string, Row[]>
  /** Media entries by key, with their bytes' SHA-256. */
  media: Map<string, string>
}

/** Everything in the archive, read with tar-stream (not the app's reader). */
async function openArchive(file: string): Promise<Archive> {
  const extract = tar.extract()
  createReadStream(file).pipe(extract as unknown as NodeJS.WritableStream)
  let manifest: Manifest | undefined
  const tables = new Map<string, Row[]>()
  const media = new Map<string, string>()
  for await (const entry of extract) {
    const bytes = await buffer(entry)
    const name = entry.header.name
    if (name === MANIFEST_ENTRY) manifest = JSON.parse(bytes.toString('utf8')) as Manifest
    else if (name.startsWith('media/'))
      media.set(name.slice('media/'.length), createHash('sha256').update(bytes).digest('hex'))
    else {
      const table = manifest!.tables.find((t) => tableEntry(t.name) === name)!
      const lines = bytes.toString('utf8').split('\n').filter(Boolean)
      tables.set(
        table.name,
        lines.map((line) => Object.fromEntries(table.columns.map((c, i) => [c, (JSON.parse(line) as unknown[])[i]]))),
      )
    }
  }
  return { manifest: manifest!, tables, media }
}

const SYNCED_TABLES: Record<SyncType, string> = {
  story: 'stories',
  series: 'series',
  album: 'albums',
  track: 'tracks',
  character: 'characters',
  link: 'links',
  backgroundMusic: 'background_music',
}

/** What this pass runs on: SQLite + the media folder, or PostgreSQL + S3. */
const ENGINE = process.env.TEST_DATABASE_URL
  ? { engine: 'postgres', media: 's3' }
  : { engine: 'sqlite', media: 'folder' }

let coverColour = 0
/** A cover no other story has (content-addressed files would otherwise be shared). */
async function uniqueCover() {
  const n = ++coverColour
  const data = await sharp({
    create: { width: 40, height: 60, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: 77 } },
  })
    .png()
    .toBuffer()
  return { coverImage: { name: `cover-${n}.png`, data, type: 'image/png' } }
}

interface Written {
  stories: string[]
  comments: string[]
  tracks: string[]
}

let t: TestApp
beforeEach(async () => {
  // The writer comments without pause: far past the per-address limit a reader has.
  t = await buildTestApp({ commentsPerMinute: 1_000_000 })
})
afterEach(async () => {
  vi.restoreAllMocks()
  await t.close()
})

/** One round of the writer: a story with its cover, a comment on it and on an older one, a track. */
async function writeRound(round: string, written: Written, olderStory?: string): Promise<void> {
  const story = await makeStory(
    t.app,
    { title: `Written ${round}`, content: `Chapter 1\n\nRound ${round}.` },
    await uniqueCover(),
  )
  written.stories.push(story.id)
  for (const storyId of [story.id, olderStory ?? story.id]) {
    const id = randomUUID()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/comments`,
      payload: { id, content: `Comment in round ${round}` },
    })
    expect(res.statusCode).toBe(201)
    written.comments.push(id)
  }
  written.tracks.push((await makeTrack(t.app, { title: `Track ${round}`, albumTitle: 'Written album' })).id)
}

/** Writes rounds without pause until stopped; `rounds(n)` resolves once n rounds are done. */
function startWriter(written: Written, olderStory: string) {
  let stopped = false
  let done = 0
  const waiting: Array<{ n: number; resolve: () => void }> = []
  const running = (async () => {
    while (!stopped) {
      await writeRound(`w${done}`, written, olderStory)
      done++
      for (const w of waiting.filter((w) => w.n <= done)) w.resolve()
    }
  })()
  return {
    // A writer that fails fails the wait too, rather than leaving it to the test's timeout.
    rounds: (n: number) =>
      Promise.race([new Promise<void>((resolve) => (n <= done ? resolve() : waiting.push({ n, resolve }))), running]),
    count: () => done,
    stop: async () => {
      stopped = true
      await running
    },
  }
}

describe('a backup taken while a writer publishes without pause', () => {
  it('holds one consistent moment: every write wholly in or wholly out, every file its rows name', async () => {
    const older = await makeStory(t.app, { title: 'Older story' }, await uniqueCover())
    const written: Written = { stories: [], comments: [], tracks: [] }
    // Made inside the snapshot (below): must be wholly out of the archive.
    const inside: Written = { stories: [], comments: [], tracks: [] }

    // The snapshot stages each table as a file; before it stages story_texts (it has read
    // stories), a whole round of its own is published and committed, and one more of the writer's
    // (when the file is opened to be written, not when the archive reads it).
    const open = fsPromises.open.bind(fsPromises)
    let insideSnapshot = 0
    vi.spyOn(fsPromises, 'open').mockImplementation(async (...args: Parameters<typeof fsPromises.open>) => {
      if (/[/\\]\.backup-staging-[^/\\]+[/\\]story_texts\.ndjson$/.test(String(args[0])) && args[1] === 'wx') {
        insideSnapshot++
        await Promise.all([writeRound('inside', inside, older.id), writer.rounds(writer.count() + 1)])
      }
      return open(...args)
    })

    const writer = startWriter(written, older.id)
    await writer.rounds(2)
    const before = writer.count()
    const file = path.join(t.dataDir, 'while-writing.tar')
    const manifest = await writeBackup(
      { db: t.app.db, databaseUrl: t.config.databaseUrl, blobs: t.app.media.blobs },
      file,
    )
    const during = writer.count() - before
    await writer.stop()
    expect(insideSnapshot).toBe(1)
    expect(manifest.source).toEqual(ENGINE)
    expect(during).toBeGreaterThan(0)

    // The app's own reader checks every entry against the manifest (rows, sizes, hashes).
    expect(await readBackup(file)).toEqual(manifest)
    const archive = await openArchive(file)
    expect(archive.manifest).toEqual(manifest)
    for (const table of manifest.tables) expect(archive.tables.get(table.name), table.name).toHaveLength(table.rows)
    const rows = (table: string) => archive.tables.get(table)!
    for (const table of ['stories', 'story_texts', 'comments', 'tracks', 'albums', 'changes'])
      expect(rows(table).length, table).toBeGreaterThan(0)
    const ids = (table: string, column = 'id') => new Set(rows(table).map((r) => r[column] as string))

    // Every story with its text, and no text without its story.
    expect([...ids('story_texts', 'story_id')].sort()).toEqual([...ids('stories')].sort())
    // The change log names exactly the rows there are.
    const puts = rows('changes').filter((c) => c.op === 'put')
    for (const [type, table] of Object.entries(SYNCED_TABLES)) {
      const named = puts.filter((c) => c.entity_type === type).map((c) => c.entity_id as string)
      expect(named.sort(), `changes of ${type}`).toEqual([...ids(table)].sort())
    }
    // Comments belong to stories in the archive; an album's totals count its tracks in it.
    for (const comment of rows('comments')) expect(ids('stories').has(comment.story_id as string)).toBe(true)
    for (const album of rows('albums'))
      expect(album.total_tracks, `album ${String(album.title)}`).toBe(
        rows('tracks').filter((track) => track.album_id === album.id).length,
      )

    // The writer's rows: each wholly in or wholly out; the round made inside the snapshot, out.
    const storiesIn = written.stories.filter((id) => ids('stories').has(id))
    expect(storiesIn.length).toBeGreaterThanOrEqual(2)
    for (const id of written.stories)
      expect([ids('story_texts', 'story_id').has(id), puts.some((c) => c.entity_id === id)], id).toEqual(
        Array(2).fill(ids('stories').has(id)),
      )
    for (const id of written.tracks)
      expect(
        puts.some((c) => c.entity_id === id),
        id,
      ).toBe(ids('tracks').has(id))
    expect(written.comments.filter((id) => ids('comments').has(id)).length).toBeGreaterThanOrEqual(4)
    expect(inside.stories.length + inside.comments.length + inside.tracks.length).toBe(4)
    for (const id of [...inside.stories, ...inside.comments, ...inside.tracks]) {
      for (const table of ['stories', 'comments', 'tracks']) expect(ids(table).has(id), `${id} in ${table}`).toBe(false)
      expect(rows('changes').some((c) => c.entity_id === id)).toBe(false)
    }
    expect(ids('story_texts', 'story_id').has(inside.stories[0]!)).toBe(false)

    // Every media file any row names is in the archive, with the bytes its name says.
    expect(manifest.missingMedia).toEqual([])
    const named = new Set<string>()
    for (const [table, columns] of MEDIA_COLUMNS)
      for (const row of rows(table))
        for (const column of columns) {
          const key = typeof row[column] === 'string' ? mediaUrlToKey(row[column]) : null
          if (key) named.add(key)
        }
    expect([...archive.media.keys()].sort()).toEqual([...named].sort())
    for (const [key, sha] of archive.media) expect(path.basename(key).split('.')[0], key).toBe(sha)
    for (const story of rows('stories')) {
      expect(story.cover_image_url).toMatch(/^\/api\/media\/covers\//)
      expect(archive.media.has(mediaUrlToKey(story.cover_image_url as string)!)).toBe(true)
      expect(archive.media.has(mediaUrlToKey(story.cover_thumbnail_url as string)!)).toBe(true)
    }
  })
})

describe('the media lease', () => {
  it('keeps a deleted story’s old cover until the backup has copied it, then lets the sweep remove it', async () => {
    const victim = await makeStory(t.app, { title: 'Deleted during the backup' }, await uniqueCover())
    const files = [victim.coverImageUrl!, victim.coverThumbnailUrl!]
    // Past the grace period: with no backup running, deleting the story removes its files.
    await t.app.db
      .updateTable('media_files')
      .set({ written_at: Date.now() - t.config.mediaGraceMs - 1000 })
      .where('url', 'in', files)
      .execute()

    // The backup asks the store for sizes once its snapshot is taken: then the story is deleted.
    const store = t.app.media.blobs
    let deletedAfterSnapshot = false
    const blobs = new Proxy(store, {
      get(target, property) {
        if (property === 'size')
          return async (key: string) => {
            if (!deletedAfterSnapshot) {
              deletedAfterSnapshot = true
              const res = await t.app.inject({
                method: 'DELETE',
                url: `/api/stories/${victim.id}`,
                headers: adminHeaders,
              })
              expect(res.statusCode).toBe(204)
              expect((await t.app.inject({ method: 'GET', url: `/api/stories/${victim.id}` })).statusCode).toBe(404)
            }
            return target.size(key)
          }
        const value = Reflect.get(target, property, target) as unknown
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    }) satisfies BlobStore

    const file = path.join(t.dataDir, 'lease.tar')
    const manifest = await writeBackup({ db: t.app.db, databaseUrl: t.config.databaseUrl, blobs }, file)
    expect(deletedAfterSnapshot).toBe(true)
    expect(manifest.missingMedia).toEqual([])
    const archive = await openArchive(file)
    expect(archive.tables.get('stories')!.map((s) => s.id)).toEqual([victim.id])
    for (const url of files) expect(archive.media.has(mediaUrlToKey(url)!), url).toBe(true)

    // The lease is gone with the backup: the next sweep removes the files nobody names.
    const leases = await t.app.db.selectFrom('settings').select('key').where('key', 'like', 'backup.lease.%').execute()
    expect(leases).toEqual([])
    expect(await t.app.media.sweep(files)).toBe(2)
    for (const url of files) expect(await isStored(t.app, url)).toBe(false)
  })
})
