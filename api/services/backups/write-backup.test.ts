// A backup whose media store fails in the middle of a file (an S3 connection dropping, a disk
// error) fails as a backup: its error says why, the process goes on, and nothing is left behind,
// neither under the final name nor as a temporary file.
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { seedDemo } from '../../seed/seed-demo.ts'
import type { BlobStore } from '../media/blob-store.ts'
import { writeBackup } from './write-backup.ts'

let t: TestApp
afterEach(async () => {
  await t.close()
})

it('fails cleanly when a media file cannot be read to its end', async () => {
  t = await buildTestApp()
  await seedDemo(t.app)
  const store = t.app.media.blobs
  const dropping: BlobStore = {
    size: (key) => store.size(key),
    putFile: (key, file, type) => store.putFile(key, file, type),
    remove: (key) => store.remove(key),
    list: (prefix) => store.list(prefix),
    read: async () => {
      let pieces = 0
      return new Readable({
        read() {
          if (pieces++ === 0) this.push(Buffer.alloc(10))
          else this.destroy(new Error('the connection dropped'))
        },
      })
    },
  }
  const dir = path.join(t.dataDir, 'copies')
  const file = path.join(dir, 'site.tar')
  await expect(writeBackup({ db: t.app.db, databaseUrl: t.config.databaseUrl, blobs: dropping }, file)).rejects.toThrow(
    'the connection dropped',
  )
  expect(fs.readdirSync(dir)).toEqual([])
})
