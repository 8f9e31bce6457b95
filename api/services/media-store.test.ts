// The media folder: content-hash names, atomic writes, streaming audio with a cap, our URL forms,
// and removing only files that no row refers to any more.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect, type Db } from '../../db/server/connect.ts'
import { FIXTURES } from '../testing/build-test-app.ts'
import { deleteUnreferencedMedia, mediaUrlToPath, saveAudioStream, saveMediaBuffer } from './media-store.ts'

let dir: string
let mediaDir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-media-'))
  mediaDir = path.join(dir, 'media')
})
afterEach(() => { fs.rmSync(dir, { recursive: true, force: true }) })

const HASH = 'ab'.repeat(32)
const notags = fs.readFileSync(path.join(FIXTURES, 'audio', 'notags.mp3'))
const files = () => fs.existsSync(mediaDir)
  ? fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name)
  : []

describe('saveMediaBuffer', () => {
  it('names a file by the SHA-256 of its content and leaves no temp file', async () => {
    const saved = await saveMediaBuffer(mediaDir, 'covers', Buffer.from('hello'), 'jpg')
    const sha = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'
    expect(saved).toEqual({ fileName: `${sha}.jpg`, url: `/api/media/covers/${sha}.jpg` })
    expect(fs.readFileSync(path.join(mediaDir, 'covers', `${sha}.jpg`), 'utf8')).toBe('hello')
    expect(files()).toEqual([`${sha}.jpg`])
  })

  it('does not rewrite content it already has', async () => {
    const first = await saveMediaBuffer(mediaDir, 'images', Buffer.from('same'), 'png')
    const file = path.join(mediaDir, 'images', first.fileName)
    const inode = fs.statSync(file).ino
    const second = await saveMediaBuffer(mediaDir, 'images', Buffer.from('same'), 'png')
    expect(second).toEqual(first)
    expect(fs.statSync(file).ino).toBe(inode)
  })
})

describe('saveAudioStream', () => {
  it('streams real audio to audio/<sha256>.mp3 and reports its size and type', async () => {
    const saved = await saveAudioStream(mediaDir, Readable.from([notags.subarray(0, 5000), notags.subarray(5000)]), 1024 * 1024)
    expect(saved).toEqual({ url: expect.stringMatching(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/), mimeType: 'audio/mpeg', size: notags.length })
    expect(fs.readFileSync(mediaUrlToPath(mediaDir, saved.url) ?? '').equals(notags)).toBe(true)
    expect(files()).toHaveLength(1)
  })

  it('stops at the cap without destroying the source, and keeps nothing', async () => {
    const endless = new Readable({ read() { this.push(notags) } })
    await expect(saveAudioStream(mediaDir, endless, notags.length * 2)).rejects.toMatchObject({ code: 'TOO_LARGE', statusCode: 413 })
    // Still open and no longer flowing: the route can answer 413 on the same connection.
    expect(endless.destroyed).toBe(false)
    expect(endless.readableFlowing).toBe(false)
    expect(files()).toEqual([])
  })

  it('refuses bytes that are not audio, and keeps nothing', async () => {
    await expect(saveAudioStream(mediaDir, Readable.from([Buffer.from('<html>not audio</html>')]), 1024))
      .rejects.toMatchObject({ code: 'AUDIO_TYPE', statusCode: 400 })
    expect(files()).toEqual([])
  })

  it('keeps nothing when the sender goes away mid-upload', async () => {
    const source = new Readable({ read() {} })
    const saving = saveAudioStream(mediaDir, source, 1024 * 1024)
    source.push(notags.subarray(0, 4096))
    source.destroy(new Error('client went away'))
    await expect(saving).rejects.toThrow('client went away')
    expect(files()).toEqual([])
  })
})

describe('mediaUrlToPath', () => {
  it.each([
    [`/api/audio/${HASH}.mp3`, path.join('audio', `${HASH}.mp3`)],
    [`/api/media/covers/${HASH}.jpg`, path.join('covers', `${HASH}.jpg`)],
    [`/api/media/images/${HASH}.webp`, path.join('images', `${HASH}.webp`)],
    [`/api/media/tmp/${HASH}.mp3`, null],
    [`/api/media/covers/../${HASH}.jpg`, null],
    ['/api/audio/../../infinaeon.db', null],
    [`/api/audio/${HASH}.exe`, null],
    [`https://example.com/api/audio/${HASH}.mp3`, null],
    ['/audio/legacy-id', null],
  ])('%s → %s', (url, relative) => {
    expect(mediaUrlToPath('/data/media', url)).toBe(relative === null ? null : path.join('/data/media', relative))
  })
})

describe('deleteUnreferencedMedia', () => {
  let db: Db
  beforeEach(async () => { db = await connect(path.join(dir, 'test.db')) })
  afterEach(async () => { await db.destroy() })

  const now = new Date().toISOString()

  it('removes only the files no row refers to', async () => {
    const cover = await saveMediaBuffer(mediaDir, 'covers', Buffer.from('cover'), 'jpg')
    const portrait = await saveMediaBuffer(mediaDir, 'images', Buffer.from('portrait'), 'jpg')
    const track = await saveMediaBuffer(mediaDir, 'audio', Buffer.from('track'), 'mp3')
    const orphan = await saveMediaBuffer(mediaDir, 'audio', Buffer.from('orphan'), 'mp3')
    await db.insertInto('stories').values({
      id: 's1', title: 'T', description: 'D', content: 'C', category: 'standalone', series_id: null, series_title: null,
      season_number: null, episode_number: null, read_time: '1min', cover_image_url: null, cover_thumbnail_url: cover.url,
      audio_file_url: null, audio_url: null, audio_duration: null, is_featured: 0, word_count: 1, created_at: now, updated_at: now,
    }).execute()
    await db.insertInto('characters').values({ id: 'c1', name: 'N', bio: 'B', image_url: portrait.url, created_at: now }).execute()
    await db.insertInto('tracks').values({
      id: 't1', title: 'T', artist: 'A', album_id: null, album_title: null, track_number: null, duration: '0',
      description: null, audio_file_url: track.url, cover_image_url: null, genre: null, is_explicit: 0, created_at: now,
    }).execute()

    await deleteUnreferencedMedia(db, mediaDir, [cover.url, portrait.url, track.url, orphan.url, orphan.url, null, 'https://example.com/a.mp3'])

    expect(files().sort()).toEqual([cover.fileName, portrait.fileName, track.fileName].sort())
  })

  it('ignores files that are already gone', async () => {
    await expect(deleteUnreferencedMedia(db, mediaDir, [`/api/audio/${HASH}.mp3`])).resolves.toBeUndefined()
  })
})
