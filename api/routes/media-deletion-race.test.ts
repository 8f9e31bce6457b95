// Media files are content-addressed, so stories share them. Publishing a story with file X while
// another story that used X is deleted must never lose X: 50 concurrent rounds, then every media
// URL in the database must answer 200. With no grace period at all the sweep may win the race;
// then the publish is refused with a clear 400 instead of referring to a missing file.
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { NARRATION } from '../testing/loopback-audio-host.ts'
import { makeStory, postStory } from '../testing/builders.ts'

const ROUNDS = 50
let t: TestApp
afterEach(async () => {
  await t.close()
})

const coverFile = async () => ({
  name: 'x.png',
  type: 'image/png',
  data: await sharp({ create: { width: 60, height: 90, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer(),
})

async function uploadAudio(): Promise<string> {
  const { uploadURL } = (await t.app.inject({ method: 'POST', url: '/api/audio/upload', headers: adminHeaders })).json()
  return (
    await t.app.inject({ method: 'PUT', url: uploadURL, payload: NARRATION, headers: { 'content-type': 'audio/mpeg' } })
  ).json().audioFileUrl
}

const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/stories/${id}`, headers: adminHeaders })
/** Deletes after `round % 25` ms, so the rounds sweep the delete across the whole publish. */
const removeStaggered = async (id: string, round: number) => {
  await new Promise((resolve) => setTimeout(resolve, round % 25))
  return remove(id)
}

/** Every media URL any story refers to, and the ones that do not answer 200. */
async function missingMedia(): Promise<{ urls: string[]; missing: string[] }> {
  const rows = await t.app.db
    .selectFrom('stories')
    .select(['cover_image_url', 'cover_thumbnail_url', 'audio_file_url'])
    .execute()
  const urls = [
    ...new Set(
      rows.flatMap((r) => [r.cover_image_url, r.cover_thumbnail_url, r.audio_file_url]).filter((u): u is string => !!u),
    ),
  ]
  const missing = []
  for (const url of urls) if ((await t.app.inject({ method: 'GET', url })).statusCode !== 200) missing.push(url)
  return { urls, missing }
}

/** The publish either went through, or was refused because the shared file had just been swept. */
function expectCreatedOrRefused(statusCode: number, body: string) {
  if (statusCode === 201) return
  expect(statusCode).toBe(400)
  expect(JSON.parse(body)).toMatchObject({ code: 'MEDIA_MISSING' })
}

describe.each([
  ['the default grace period', undefined],
  ['no grace period', 0],
])('publishing with a shared file while its other user is deleted (%s)', (_name, mediaGraceMs) => {
  it('never loses a cover', async () => {
    t = await buildTestApp(mediaGraceMs === undefined ? {} : { mediaGraceMs })
    const cover = await coverFile()
    let previous = await makeStory(t.app, { title: 'Round 0' }, { coverImage: cover })
    for (let round = 1; round <= ROUNDS; round++) {
      const [created, deleted] = await Promise.all([
        postStory(t.app, { title: `Round ${round}` }, { coverImage: cover }),
        removeStaggered(previous.id, round),
      ])
      expect(deleted.statusCode).toBe(204)
      expectCreatedOrRefused(created.statusCode, created.body)
      previous =
        created.statusCode === 201
          ? created.json()
          : await makeStory(t.app, { title: `Round ${round}` }, { coverImage: cover })
    }
    const { urls, missing } = await missingMedia()
    expect(urls).toHaveLength(2)
    expect(missing).toEqual([])
  })

  it('never loses an audio file', async () => {
    t = await buildTestApp(mediaGraceMs === undefined ? {} : { mediaGraceMs })
    let audioFileUrl = await uploadAudio()
    let previous = await makeStory(t.app, { title: 'Round 0', audioFileUrl })
    for (let round = 1; round <= ROUNDS; round++) {
      const [created, deleted] = await Promise.all([
        postStory(t.app, { title: `Round ${round}`, audioFileUrl }),
        removeStaggered(previous.id, round),
      ])
      expect(deleted.statusCode).toBe(204)
      expectCreatedOrRefused(created.statusCode, created.body)
      if (created.statusCode !== 201) audioFileUrl = await uploadAudio()
      previous =
        created.statusCode === 201 ? created.json() : await makeStory(t.app, { title: `Round ${round}`, audioFileUrl })
    }
    const { urls, missing } = await missingMedia()
    expect(urls).toHaveLength(1)
    expect(missing).toEqual([])
  })
})
