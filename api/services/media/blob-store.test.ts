// Both blob stores against the same expectations: the media folder, and an S3 bucket on a real
// S3-protocol server (s3rver on loopback). A file put once is kept, read whole or by range,
// listed, and removed; a large file reaches the bucket in parts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startS3Server } from '../../testing/s3-server.ts'
import { FolderStore, type BlobStore } from './blob-store.ts'
import { S3Store } from './s3-store.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.close()
})

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-blobs-'))
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A finished upload waiting in the temp folder. */
function tempFile(bytes: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.part`)
  fs.writeFileSync(file, bytes)
  return file
}

const stores: Array<[string, () => BlobStore]> = [
  ['the media folder', () => new FolderStore(path.join(dir, 'media'))],
  ['an S3 bucket', () => new S3Store(s3.settings)],
]

describe.each(stores)('%s', (_name, makeStore) => {
  it('keeps a file put once, reads it whole and by range, lists and removes it', async () => {
    const store = makeStore()
    const bytes = Buffer.from('0123456789abcdef')
    const key = `covers/${'c'.repeat(64)}.jpg`
    const temp = tempFile(bytes)
    await store.putFile(key, temp, 'image/jpeg')
    expect(fs.existsSync(temp)).toBe(false)
    expect(await store.size(key)).toBe(16)
    expect(await buffer(await store.read(key))).toEqual(bytes)
    expect((await buffer(await store.read(key, { start: 10, end: 15 }))).toString()).toBe('abcdef')
    expect(await store.list('covers')).toContain(`${'c'.repeat(64)}.jpg`)

    // The same name again (the same content): the stored one stays, the temp file goes.
    const again = tempFile(bytes)
    await store.putFile(key, again, 'image/jpeg')
    expect(fs.existsSync(again)).toBe(false)

    await store.remove(key)
    expect(await store.size(key)).toBeNull()
    expect(await store.list('covers')).not.toContain(`${'c'.repeat(64)}.jpg`)
  })

  it('stores a file larger than one upload part and reads its last bytes back', async () => {
    const store = makeStore()
    const bytes = Buffer.alloc(20 * 1024 * 1024, 7)
    bytes.write('END', bytes.length - 3)
    const key = `audio/${'a'.repeat(64)}.mp3`
    await store.putFile(key, tempFile(bytes), 'audio/mpeg')
    expect(await store.size(key)).toBe(bytes.length)
    expect((await buffer(await store.read(key, { start: bytes.length - 3, end: bytes.length - 1 }))).toString()).toBe(
      'END',
    )
    await store.remove(key)
  })

  it('answers null for an object that was never stored', async () => {
    expect(await makeStore().size(`images/${'0'.repeat(64)}.png`)).toBeNull()
  })
})
