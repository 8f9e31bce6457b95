// A real media store for service tests: a migrated SQLite file and a media folder, both fresh per
// test and removed afterwards. `const t = useTempMedia()`, then `t.media`, `t.dir`, `t.db`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { useTempDb } from '../../db/server/testing/temp-db.ts'
import { MediaStore } from '../services/media/media-store.ts'

export function useTempMedia(graceMs = 0) {
  const t = useTempDb()
  let dir = ''
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-media-')), 'media')
  })
  afterEach(() => {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true })
  })
  return {
    get db() {
      return t.db
    },
    get dir() {
      return dir
    },
    get media() {
      return new MediaStore(t.db, dir, graceMs)
    },
    /** Every file under the media folder, by name. */
    files: () =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => e.name)
        : [],
  }
}
