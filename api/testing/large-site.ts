// A site with large tracks, as the backup's kill and memory tests and its bench build one: audio
// files stored under their content names, each recorded in the media ledger and named by a track
// row, beside plain standalone stories. Rows go in through the server's own inserts.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../../db/server/connect.ts'
import { recordMediaWrite } from '../../db/server/media-files.ts'
import { insertStoryIfNew } from '../../db/server/stories.ts'
import { insertTrackIfNew } from '../../db/server/tracks.ts'
import { mediaUrl } from '../../contract/media-urls.ts'

const MB = 1024 * 1024

/** Writes `bytes` of bytes no other file holds into `dir`, named as the media store names them (their
 * SHA-256); answers the name. */
export function writeUniqueAudio(dir: string, bytes: number): string {
  fs.mkdirSync(dir, { recursive: true })
  const temp = path.join(dir, `${randomUUID()}.part`)
  const block = randomBytes(Math.min(bytes, MB))
  const hash = createHash('sha256')
  const fd = fs.openSync(temp, 'w')
  try {
    for (let at = 0; at < bytes; at += block.length) {
      // Each block starts with its place: no two blocks of a file are alike either.
      block.writeDoubleBE(at, 0)
      const part = block.subarray(0, Math.min(block.length, bytes - at))
      fs.writeSync(fd, part)
      hash.update(part)
    }
  } finally {
    fs.closeSync(fd)
  }
  const name = `${hash.digest('hex')}.mp3`
  fs.renameSync(temp, path.join(dir, name))
  return name
}

/** A standalone story of a few words, with no media. */
export async function addPlainStory(trx: Db, id: string, title: string): Promise<void> {
  const now = new Date().toISOString()
  await insertStoryIfNew(trx, {
    id,
    title,
    description: `${title}, told again.`,
    content: `${title}: the lantern was lit at dusk.`,
    category: 'standalone',
    series_id: null,
    series_title: null,
    season_number: null,
    episode_number: null,
    read_time: '1 min',
    cover_image_url: null,
    cover_thumbnail_url: null,
    audio_file_url: null,
    audio_url: null,
    audio_duration: null,
    is_featured: 0,
    word_count: 6,
    created_at: now,
    updated_at: now,
  })
}

/** A track naming the stored audio file `name`, recorded in the media ledger in the same transaction. */
export async function addStoredTrack(trx: Db, name: string, title: string): Promise<void> {
  const url = mediaUrl('audio', name)
  await recordMediaWrite(trx, url)
  await insertTrackIfNew(trx, {
    id: randomUUID(),
    title,
    artist: 'The Vessa Watch',
    album_id: null,
    album_title: null,
    track_number: null,
    duration: '4:00',
    description: null,
    audio_file_url: url,
    cover_image_url: null,
    genre: null,
    is_explicit: 0,
    created_at: new Date().toISOString(),
  })
}
