// What a restore refuses, and that a refusal changes nothing. A backup of the demo site, spoiled in
// one way at a time (a flipped byte in a media file, cut in the middle, a newer format, another
// schema, random bytes, an empty file, a tar without a manifest, and more), is each refused with a
// message of its own that names the file, even with --force, before anything is written: the
// target's every table and its stored media are as they were, and the backup of the target that
// --force takes first is never begun. A target that holds stories is replaced only with --force.
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, readdirSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { sql } from 'kysely'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { makeStory } from '../../testing/builders.ts'
import { storedMedia } from '../../testing/stored-media.ts'
import { seedDemo } from '../../seed/seed-demo.ts'
import type { App } from '../../app.ts'
import { BACKUP_FORMAT_VERSION, BackupError, MANIFEST_ENTRY, SCHEMA_VERSION, type Manifest } from './manifest.ts'
import { restoreBackup } from './restore-backup.ts'
import { writeBackup } from './write-backup.ts'

interface Entry {
  name: string
  bytes: Buffer
}

async function entriesOf(file: string): Promise<Entry[]> {
  const extract = tar.extract()
  createReadStream(file).pipe(extract as unknown as NodeJS.WritableStream)
  const entries: Entry[] = []
  for await (const entry of extract) entries.push({ name: entry.header.name, bytes: await buffer(entry) })
  return entries
}

async function pack(file: string, entries: Entry[]): Promise<void> {
  const out = tar.pack()
  for (const { name, bytes } of entries) out.entry({ name, size: bytes.length, mode: 0o600, mtime: new Date(0) }, bytes)
  out.finalize()
  await fs.writeFile(file, await buffer(out as unknown as AsyncIterable<Buffer>))
}

const manifestOf = (entries: Entry[]) =>
  JSON.parse(entries.find((e) => e.name === MANIFEST_ENTRY)!.bytes.toString('utf8')) as Manifest
const withManifest = (entries: Entry[], manifest: object): Entry[] =>
  entries.map((e) => (e.name === MANIFEST_ENTRY ? { name: e.name, bytes: Buffer.from(JSON.stringify(manifest)) } : e))

/** The archive with one more media file, as its manifest and its entries name it. */
function withMedia(entries: Entry[], key: string, bytes: Buffer): Entry[] {
  const manifest = manifestOf(entries)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const media = [...manifest.media, { key, bytes: bytes.length, sha256 }]
  return [...withManifest(entries, { ...manifest, media }), { name: `media/${key}`, bytes }]
}

/** The stories' rows with one letter of the first title changed: as long, as well formed, not as written. */
function retitled(bytes: Buffer): Buffer {
  const at = manifestOf(entries)
    .tables.find((t) => t.name === 'stories')!
    .columns.indexOf('title')
  const [first, ...rest] = bytes.toString('utf8').split('\n')
  const row = JSON.parse(first!) as string[]
  row[at] = `${row[at]!.slice(0, -1)}${row[at]!.endsWith('x') ? 'y' : 'x'}`
  return Buffer.from([JSON.stringify(row), ...rest].join('\n'))
}

/** PostgreSQL: the target's schema (the database holds other tests' schemas too). */
let currentSchema: string | undefined

/** Every row of every table the target has (the derived and left-out ones too), and its stored media. */
async function stateOf(app: App) {
  const tables = (await app.db.introspection.getTables({ withInternalKyselyTables: true }))
    .filter((t) => currentSchema === undefined || t.schema === currentSchema)
    .map((t) => t.name)
    .sort()
  const rows: Record<string, string[]> = {}
  for (const table of new Set(tables)) {
    const { rows: found } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(app.db)
    rows[table] = found
      .map((row) => JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v)))
      .sort()
  }
  return { rows, media: await storedMedia(app) }
}

let source: TestApp
let target: TestApp
let good: string
let entries: Entry[]
let manifest: Manifest
let dir: string
let before: Awaited<ReturnType<typeof stateOf>>

beforeAll(async () => {
  source = await buildTestApp()
  await seedDemo(source.app)
  dir = path.join(source.dataDir, 'archives')
  good = path.join(dir, 'good.tar')
  manifest = await writeBackup(
    { db: source.app.db, databaseUrl: source.config.databaseUrl, blobs: source.app.media.blobs },
    good,
  )
  entries = await entriesOf(good)

  target = await buildTestApp()
  if (target.config.databaseUrl.startsWith('postgres'))
    currentSchema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(target.app.db)).rows[0]!.s
  const cover = await sharp({ create: { width: 30, height: 45, channels: 3, background: '#5a3' } })
    .png()
    .toBuffer()
  const held = await makeStory(
    target.app,
    { title: 'Held by the target' },
    { coverImage: { name: 'c.png', data: cover } },
  )
  await target.app.inject({ method: 'POST', url: `/api/stories/${held.id}/comments`, payload: { content: 'Mine' } })
  before = await stateOf(target.app)
  expect(before.media.length).toBeGreaterThan(0)
})
afterAll(async () => {
  await target?.close()
  await source?.close()
})

/** Restores `file` with --force: refused, it must change nothing and back nothing up. */
async function refusal(file: string): Promise<string> {
  const beforeReplacing = vi.fn(async () => {})
  const error: unknown = await restoreBackup(
    { db: target.app.db, blobs: target.app.media.blobs, mediaDir: target.config.mediaDir },
    file,
    { force: true, beforeReplacing },
  ).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BackupError)
  expect(beforeReplacing).not.toHaveBeenCalled()
  expect(await stateOf(target.app)).toEqual(before)
  const message = (error as BackupError).message
  expect(message).toContain(path.basename(file))
  return message
}

const spoilt = async (name: string, make: (file: string) => Promise<void>) => {
  const file = path.join(dir, name)
  await make(file)
  return file
}

describe('a restore refuses, names the file and changes nothing', () => {
  const cases: Array<[string, string, (file: string) => Promise<void>, () => RegExp]> = [
    [
      'a flipped byte in the last media file',
      'flipped-byte.tar',
      async (file) => {
        const last = entries.at(-1)!
        expect(last.name).toMatch(/^media\//)
        const bytes = Buffer.from(last.bytes)
        bytes[bytes.length >> 1]! ^= 0x01
        await pack(file, [...entries.slice(0, -1), { name: last.name, bytes }])
      },
      () => new RegExp(`is damaged: ${entries.at(-1)!.name} does not match its checksum\\.$`),
    ],
    [
      'an archive cut in the middle',
      'truncated.tar',
      async (file) => {
        const whole = await fs.readFile(good)
        await fs.writeFile(file, whole.subarray(0, whole.length >> 1))
      },
      () => /is truncated: it ends in the middle of media\/\S+\. Was it copied completely\?$/,
    ],
    [
      'a manifest from a newer format',
      'newer-format.tar',
      (file) => pack(file, withManifest(entries, { ...manifestOf(entries), formatVersion: BACKUP_FORMAT_VERSION + 1 })),
      () =>
        new RegExp(
          `was made by a newer Infinaeon Hub .*backup format ${BACKUP_FORMAT_VERSION + 1}\\); this version reads format ${BACKUP_FORMAT_VERSION}\\. Update the app`,
        ),
    ],
    [
      'a manifest of another schema',
      'other-schema.tar',
      (file) => pack(file, withManifest(entries, { ...manifestOf(entries), schemaVersion: '099-from-elsewhere' })),
      () =>
        new RegExp(
          `holds a database at schema 099-from-elsewhere; this version of the app restores schema ${SCHEMA_VERSION}`,
        ),
    ],
    [
      'a manifest that is someone else’s',
      'foreign.tar',
      (file) => pack(file, withManifest(entries, { ...manifestOf(entries), format: 'someone-elses-backup' })),
      () => /is not an Infinaeon Hub backup: its manifest is someone else's/,
    ],
    [
      'a random file',
      'random.tar',
      (file) => fs.writeFile(file, randomBytes(64 * 1024)),
      () => /is not an Infinaeon Hub backup: it is not a tar archive/,
    ],
    [
      'an empty file',
      'empty.tar',
      (file) => fs.writeFile(file, ''),
      () => /is not an Infinaeon Hub backup: it is empty/,
    ],
    [
      'a tar without a manifest',
      'no-manifest.tar',
      (file) =>
        pack(
          file,
          entries.filter((e) => e.name !== MANIFEST_ENTRY),
        ),
      () => /is not an Infinaeon Hub backup: it does not begin with a manifest/,
    ],
    [
      'a changed row of the same length',
      'changed-row.tar',
      (file) =>
        pack(
          file,
          entries.map((e) => (e.name === 'tables/stories.ndjson' ? { ...e, bytes: retitled(e.bytes) } : e)),
        ),
      () => /is damaged: tables\/stories\.ndjson does not match its checksum/,
    ],
    [
      'a media file named outside the media store',
      'climbing-name.tar',
      (file) => pack(file, withMedia(entries, 'covers/../../escaped.png', Buffer.from('written outside the store'))),
      () => /is damaged: its manifest names a media file "covers\/\.\.\/\.\.\/escaped\.png" that is not one of ours/,
    ],
    [
      'an entry its manifest does not name',
      'extra-entry.tar',
      (file) => pack(file, [...entries, { name: 'media/covers/extra.png', bytes: Buffer.from('extra') }]),
      () => /is damaged: it holds media\/covers\/extra\.png, which its manifest does not name/,
    ],
  ]

  const messages = new Map<string, string>()
  it.each(cases)('%s', async (what, name, make, words) => {
    const message = await refusal(await spoilt(name, make))
    expect(message).toMatch(words())
    messages.set(what, message.replace(name, '<file>'))
  })

  it('refuses a media file whose bytes are not the ones its name says, though the manifest agrees with them', async () => {
    const bytes = Buffer.from('not the picture this name is the hash of')
    const key = `covers/${'0'.repeat(64)}.png`
    const file = await spoilt('misnamed.tar', (file) => pack(file, withMedia(entries, key, bytes)))
    expect(await refusal(file)).toMatch(`is damaged: its manifest names a media file "${key}" that is not one of ours`)
  })

  it('wrote nothing outside the media store', () => {
    for (const dir of [target.dataDir, path.dirname(target.dataDir), target.config.mediaDir])
      expect(readdirSync(dir), dir).not.toContain('escaped.png')
  })

  it('says a different thing for each', () => {
    expect(messages.size).toBe(cases.length)
    expect(new Set(messages.values()).size).toBe(cases.length)
  })
})

describe('a target that holds stories', () => {
  it('is refused without --force, with what to do, and nothing changes', async () => {
    const beforeReplacing = vi.fn(async () => {})
    const restore = restoreBackup(
      { db: target.app.db, blobs: target.app.media.blobs, mediaDir: target.config.mediaDir },
      good,
      { beforeReplacing },
    )
    await expect(restore).rejects.toThrow(BackupError)
    await expect(restore).rejects.toThrow(
      /already holds 1 story, and a restore replaces everything in it\. Run it again with --force/,
    )
    expect(beforeReplacing).not.toHaveBeenCalled()
    expect(await stateOf(target.app)).toEqual(before)
  })

  it('is replaced with --force, once it has been backed up (beforeReplacing, called first)', async () => {
    const order: string[] = []
    const restored = await restoreBackup(
      { db: target.app.db, blobs: target.app.media.blobs, mediaDir: target.config.mediaDir },
      good,
      {
        force: true,
        beforeReplacing: async () => {
          order.push('beforeReplacing')
          expect(await stateOf(target.app)).toEqual(before)
        },
        onProgress: ({ phase }) => {
          if (phase === 'restoring' && order.at(-1) !== 'restoring') order.push('restoring')
        },
      },
    )
    expect(order).toEqual(['beforeReplacing', 'restoring'])
    expect(restored).toEqual(manifest)
    const titles = async (app: App) =>
      (await app.db.selectFrom('stories').select(['id', 'title']).orderBy('id').execute()).map(
        (s) => `${s.id} ${s.title}`,
      )
    expect(await titles(target.app)).toEqual(await titles(source.app))
    expect(await titles(target.app)).not.toContainEqual(expect.stringContaining('Held by the target'))
    const comments = await target.app.db.selectFrom('comments').select('content').execute()
    expect(comments.map((c) => c.content)).not.toContain('Mine')
  })
})
