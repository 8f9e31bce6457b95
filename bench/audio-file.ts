// Large MP3 files for the media figures: a real recording (a repo fixture) repeated to the size
// wanted, so the upload's magic-byte sniffing sees real MPEG audio at the start.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const RECORDING = path.join(import.meta.dirname, '../api/testing/fixtures/audio/narration-long.mp3')
export const MB = 1024 * 1024

/** Writes `bytes` bytes of MP3 to `file`; answers its SHA-256 (hex), the name the media store gives it. */
export function writeMp3(file: string, bytes: number): string {
  const recording = fs.readFileSync(RECORDING)
  const hash = createHash('sha256')
  const fd = fs.openSync(file, 'w')
  try {
    for (let written = 0; written < bytes;) {
      const part = recording.subarray(0, Math.min(recording.length, bytes - written))
      fs.writeSync(fd, part)
      hash.update(part)
      written += part.length
    }
  } finally {
    fs.closeSync(fd)
  }
  return hash.digest('hex')
}

/** Puts an MP3 of `bytes` bytes straight into the media folder, as the store names it; answers its URL path. */
export function seedMediaMp3(dataDir: string, bytes: number): string {
  const dir = path.join(dataDir, 'media', 'audio')
  fs.mkdirSync(dir, { recursive: true })
  const temp = path.join(dir, 'seeding.part')
  const name = `${writeMp3(temp, bytes)}.mp3`
  fs.renameSync(temp, path.join(dir, name))
  return `/api/audio/${name}`
}
