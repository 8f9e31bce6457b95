// The demo album as the seed makes it: each track's duration is its own file's length (measured
// here with music-metadata), and the album's totals are its tracks'.
import { parseBuffer } from 'music-metadata'
import { afterEach, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import type { Album, Track } from '../../db/schema/music.ts'
import { DEMO_ALBUM } from './demo-hub.ts'
import { seedDemo } from './seed-demo.ts'
import { readStored } from '../testing/stored-media.ts'

let t: TestApp
afterEach(async () => { await t.close() })

it('gives each demo track the length of its file, and the album the totals of its tracks', async () => {
  t = await buildTestApp()
  await seedDemo(t.app)
  const tracks = (await t.app.inject({ method: 'GET', url: '/api/tracks' })).json() as Track[]
  const albums = (await t.app.inject({ method: 'GET', url: '/api/albums' })).json() as Album[]
  expect(tracks).toHaveLength(DEMO_ALBUM.tracks.length)
  for (const track of tracks) {
    const { format } = await parseBuffer(await readStored(t.app, track.audioFileUrl))
    expect(Number(track.duration)).toBe(Math.round(format.duration!))
  }
  const total = tracks.reduce((sum, track) => sum + Number(track.duration), 0)
  expect(albums).toEqual([expect.objectContaining({ title: DEMO_ALBUM.title, totalTracks: tracks.length, totalDuration: String(total) })])
})
