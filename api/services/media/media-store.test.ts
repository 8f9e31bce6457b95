// The media folder: content-hash names, atomic writes, streaming audio with a cap, the ledger
// every save renews, and the sweep that removes only unused files past their grace.
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { FIXTURES } from '../../testing/build-test-app.ts'
import { useTempMedia } from '../../testing/temp-media.ts'
import { claimMedia, MediaStore } from './media-store.ts'
import { mediaUrlToKey } from '../../../contract/media-urls.ts'

const t = useTempMedia()
const HASH = 'ab'.repeat(32)
const notags = fs.readFileSync(path.join(FIXTURES, 'audio', 'notags.mp3'))
const files = () => t.files()

describe('saveBuffer', () => {
  it('names a file by the SHA-256 of its content and leaves no temp file', async () => {
    const saved = await t.media.saveBuffer('covers', Buffer.from('hello'), 'jpg')
    const sha = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'
    expect(saved).toEqual({ fileName: `${sha}.jpg`, url: `/api/media/covers/${sha}.jpg` })
    expect(fs.readFileSync(path.join(t.dir, 'covers', `${sha}.jpg`), 'utf8')).toBe('hello')
    expect(files()).toEqual([`${sha}.jpg`])
  })

  it('does not rewrite content it already has', async () => {
    const first = await t.media.saveBuffer('images', Buffer.from('same'), 'png')
    const file = path.join(t.dir, 'images', first.fileName)
    const inode = fs.statSync(file).ino
    const second = await t.media.saveBuffer('images', Buffer.from('same'), 'png')
    expect(second).toEqual(first)
    expect(fs.statSync(file).ino).toBe(inode)
  })
})

describe('saveAudio', () => {
  it('streams real audio to audio/<sha256>.mp3 and reports its size and type', async () => {
    const saved = await t.media.saveAudio(Readable.from([notags.subarray(0, 5000), notags.subarray(5000)]), 1024 * 1024)
    expect(saved).toEqual({
      url: expect.stringMatching(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/),
      mimeType: 'audio/mpeg',
      size: notags.length,
    })
    expect(fs.readFileSync(path.join(t.dir, mediaUrlToKey(saved.url) ?? 'missing')).equals(notags)).toBe(true)
    expect(files()).toHaveLength(1)
  })

  it('stops at the cap without destroying the source, and keeps nothing', async () => {
    const endless = new Readable({
      read() {
        this.push(notags)
      },
    })
    await expect(t.media.saveAudio(endless, notags.length * 2)).rejects.toMatchObject({
      code: 'TOO_LARGE',
      statusCode: 413,
    })
    // Still open and no longer flowing: the route can answer 413 on the same connection.
    expect(endless.destroyed).toBe(false)
    expect(endless.readableFlowing).toBe(false)
    expect(files()).toEqual([])
  })

  it('refuses bytes that are not audio, and keeps nothing', async () => {
    await expect(t.media.saveAudio(Readable.from([Buffer.from('<html>not audio</html>')]), 1024)).rejects.toMatchObject(
      { code: 'AUDIO_TYPE', statusCode: 400 },
    )
    expect(files()).toEqual([])
  })

  it('shows its check the whole file, and keeps nothing, not even a ledger row, when the check refuses it', async () => {
    let seen: Buffer | undefined
    const refuse = async (file: string) => {
      seen = fs.readFileSync(file)
      throw new Error('refused by the check')
    }
    await expect(t.media.saveAudio(Readable.from([notags]), 1024 * 1024, refuse)).rejects.toThrow(
      'refused by the check',
    )
    expect(seen?.equals(notags)).toBe(true)
    expect(files()).toEqual([])
    expect(await t.db.selectFrom('media_files').selectAll().execute()).toEqual([])
  })

  it('keeps nothing when the sender goes away mid-upload', async () => {
    const source = new Readable({ read() {} })
    const saving = t.media.saveAudio(source, 1024 * 1024)
    source.push(notags.subarray(0, 4096))
    source.destroy(new Error('client went away'))
    await expect(saving).rejects.toThrow('client went away')
    expect(files()).toEqual([])
  })
})

describe('the media ledger and sweep', () => {
  const now = new Date().toISOString()
  const HOUR = 60 * 60 * 1000

  async function storyUsing(id: string, urls: { cover?: string; audio?: string }) {
    await t.db
      .insertInto('stories')
      .values({
        id,
        title: 'T',
        description: 'D',
        category: 'standalone',
        series_id: null,
        series_title: null,
        season_number: null,
        episode_number: null,
        read_time: '1min',
        cover_image_url: null,
        cover_thumbnail_url: urls.cover ?? null,
        audio_file_url: null,
        audio_url: urls.audio ?? null,
        audio_duration: null,
        is_featured: 0,
        word_count: 1,
        created_at: now,
        updated_at: now,
      })
      .execute()
  }

  it('removes only the files no row refers to', async () => {
    const cover = await t.media.saveBuffer('covers', Buffer.from('cover'), 'jpg')
    const portrait = await t.media.saveBuffer('images', Buffer.from('portrait'), 'jpg')
    const track = await t.media.saveBuffer('audio', Buffer.from('track'), 'mp3')
    const orphan = await t.media.saveBuffer('audio', Buffer.from('orphan'), 'mp3')
    await storyUsing('s1', { cover: cover.url })
    await t.db
      .insertInto('characters')
      .values({ id: 'c1', name: 'N', bio: 'B', image_url: portrait.url, created_at: now })
      .execute()
    await t.db
      .insertInto('tracks')
      .values({
        id: 't1',
        title: 'T',
        artist: 'A',
        album_id: null,
        album_title: null,
        track_number: null,
        duration: '0',
        description: null,
        audio_file_url: track.url,
        cover_image_url: null,
        genre: null,
        is_explicit: 0,
        created_at: now,
      })
      .execute()

    const later = Date.now() + 1000
    await t.media.sweep(
      [cover.url, portrait.url, track.url, orphan.url, orphan.url, null, 'https://example.com/a.mp3'],
      later,
    )

    expect(files().sort()).toEqual([cover.fileName, portrait.fileName, track.fileName].sort())
  })

  it('keeps an unused file until its grace period has passed since it was last written', async () => {
    const graceful = new MediaStore(t.db, t.dir, HOUR)
    const upload = await graceful.saveBuffer('audio', Buffer.from('waiting for its story'), 'mp3')
    expect(await graceful.sweep(undefined, Date.now() + HOUR / 2)).toBe(0)
    expect(files()).toEqual([upload.fileName])
    expect(await graceful.sweep(undefined, Date.now() + HOUR + 1000)).toBe(1)
    expect(files()).toEqual([])
  })

  it('renews the grace period when the same content is saved again', async () => {
    const graceful = new MediaStore(t.db, t.dir, HOUR)
    const first = await graceful.saveBuffer('covers', Buffer.from('same'), 'jpg')
    await t.db
      .updateTable('media_files')
      .set({ written_at: Date.now() - 2 * HOUR })
      .execute()
    await graceful.saveBuffer('covers', Buffer.from('same'), 'jpg')
    expect(await graceful.sweep([first.url])).toBe(0)
    expect(files()).toEqual([first.fileName])
  })

  it('lets a row claim a file only while the ledger still holds it', async () => {
    const upload = await t.media.saveBuffer('audio', Buffer.from('abandoned'), 'mp3')
    await expect(claimMedia(t.db, [upload.url, 'https://example.com/legacy.mp3', null])).resolves.toBeUndefined()
    await t.media.sweep(undefined, Date.now() + 1000)
    await expect(claimMedia(t.db, [upload.url])).rejects.toMatchObject({ code: 'MEDIA_MISSING', statusCode: 400 })
  })

  it('ignores files that are already gone', async () => {
    await expect(t.media.sweep([`/api/audio/${HASH}.mp3`])).resolves.toBe(0)
  })

  it('adopts files already on disk, which then get their grace period', async () => {
    fs.mkdirSync(path.join(t.dir, 'audio'), { recursive: true })
    fs.writeFileSync(path.join(t.dir, 'audio', `${HASH}.mp3`), 'from before the ledger')
    fs.writeFileSync(path.join(t.dir, 'audio', 'not-ours.txt'), 'left alone')
    await t.media.adoptExistingFiles()
    await expect(claimMedia(t.db, [`/api/audio/${HASH}.mp3`])).resolves.toBeUndefined()
    const graceful = new MediaStore(t.db, t.dir, HOUR)
    expect(await graceful.sweep()).toBe(0)
    expect(await graceful.sweep(undefined, Date.now() + HOUR + 1000)).toBe(1)
    expect(files()).toEqual(['not-ours.txt'])
  })

  it('removes half-written uploads a crash left behind, once they are past the grace period', async () => {
    fs.mkdirSync(path.join(t.dir, 'tmp'), { recursive: true })
    fs.writeFileSync(path.join(t.dir, 'tmp', 'crashed.part'), 'half')
    await new MediaStore(t.db, t.dir, HOUR).sweep()
    expect(files()).toEqual(['crashed.part'])
    await t.media.sweep(undefined, Date.now() + 1000)
    expect(files()).toEqual([])
  })
})
