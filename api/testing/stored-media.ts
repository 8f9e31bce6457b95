// What a test app has stored, whichever store it uses (the media folder, or an S3 bucket): the
// stored files as `<kind>/<name>`, plus uploads still being written as `tmp/<name>` (always in the
// local media folder), and a stored file's bytes.
import fs from 'node:fs'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import type { App } from '../app.ts'
import { MEDIA_KINDS, mediaUrlToKey } from '../../contract/media-urls.ts'

export async function storedMedia(app: App): Promise<string[]> {
  const stored = await Promise.all(
    MEDIA_KINDS.map(async (kind) => (await app.media.blobs.list(kind)).map((name) => `${kind}/${name}`)),
  )
  const tmp = path.join(app.config.mediaDir, 'tmp')
  const writing = fs.existsSync(tmp) ? fs.readdirSync(tmp).map((name) => `tmp/${name}`) : []
  return [...stored.flat(), ...writing].sort()
}

export async function readStored(app: App, url: string): Promise<Buffer> {
  const key = mediaUrlToKey(url)
  if (!key) throw new Error(`not one of our media URLs: ${url}`)
  return buffer(await app.media.blobs.read(key))
}

export async function isStored(app: App, url: string): Promise<boolean> {
  const key = mediaUrlToKey(url)
  return key !== null && (await app.media.blobs.size(key)) !== null
}

/** The stored files' names alone (no kind), sorted: what a test compares before and after. */
export async function storedFileNames(app: App): Promise<string[]> {
  return (await storedMedia(app)).map((key) => path.basename(key)).sort()
}

/** As if every stored file were older than the grace period, so the next sweep may remove it. */
export async function ageStoredMedia(app: App): Promise<void> {
  await app.db
    .updateTable('media_files')
    .set({ written_at: Date.now() - app.config.mediaGraceMs - 1000 })
    .execute()
}

/** Everything a music upload could leave behind: its rows, the change log, the media ledger and the files. */
export async function musicWrites(app: App): Promise<string> {
  const tables = ['albums', 'tracks', 'changes', 'media_files'] as const
  const rows = await Promise.all(tables.map((table) => app.db.selectFrom(table).selectAll().execute()))
  return JSON.stringify({ rows, files: await storedFileNames(app) })
}
