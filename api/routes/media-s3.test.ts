// MEDIA_STORE=s3: the same server keeps its media in an S3 bucket (a real S3-protocol server on
// loopback). Uploads land in the bucket, not the media folder; files are served from it with
// Range; a deleted story's files leave the bucket once unused.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'
import { startS3Server } from '../testing/s3-server.ts'
import { mediaUrlToKey } from '../../contract/media-urls.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
let t: TestApp
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.close()
})
afterEach(async () => {
  await t.close()
})

const narration = fs.readFileSync(path.join(FIXTURES, 'audio', 'notags.mp3'))

/** Files in the media folder other than uploads being written: with S3 there are none. */
const keptLocally = (mediaDir: string) =>
  fs.existsSync(mediaDir)
    ? fs
        .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.parentPath.endsWith('tmp'))
    : []

describe('media in an S3 bucket', () => {
  it('stores an uploaded narration in the bucket and serves it whole and by range', async () => {
    t = await buildTestApp({ s3: s3.settings })
    const { uploadURL } = (
      await t.app.inject({ method: 'POST', url: '/api/audio/upload', headers: adminHeaders })
    ).json<{ uploadURL: string }>()
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: narration,
      headers: { 'content-type': 'application/octet-stream' },
    })
    expect(put.statusCode).toBe(200)
    const { audioFileUrl } = put.json<{ audioFileUrl: string }>()
    expect(await t.app.media.blobs.size(mediaUrlToKey(audioFileUrl)!)).toBe(narration.length)
    expect(keptLocally(t.config.mediaDir)).toEqual([])

    const whole = await t.app.inject({ method: 'GET', url: audioFileUrl })
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.equals(narration)).toBe(true)
    const tail = await t.app.inject({ method: 'GET', url: audioFileUrl, headers: { range: 'bytes=-100' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.headers['content-range']).toBe(
      `bytes ${narration.length - 100}-${narration.length - 1}/${narration.length}`,
    )
    expect(tail.rawPayload.equals(narration.subarray(-100))).toBe(true)
  })

  it("removes a deleted story's cover from the bucket once nothing uses it", async () => {
    t = await buildTestApp({ s3: s3.settings, mediaGraceMs: 0 })
    const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#36a' } })
      .png()
      .toBuffer()
    const story = await makeStory(
      t.app,
      { title: 'Covered' },
      { coverImage: { name: 'c.png', type: 'image/png', data: png } },
    )
    const keys = [story.coverImageUrl, story.coverThumbnailUrl].map((url) => mediaUrlToKey(url!)!)
    for (const key of keys) expect(await t.app.media.blobs.size(key)).toBeGreaterThan(0)
    expect((await t.app.inject({ method: 'GET', url: story.coverImageUrl! })).statusCode).toBe(200)

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })).statusCode,
    ).toBe(204)
    for (const key of keys) expect(await t.app.media.blobs.size(key)).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: story.coverImageUrl! })).statusCode).toBe(404)
  })
})
