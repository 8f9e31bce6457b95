// The demo as the seed makes it: each track's duration is its own file's length (measured here
// with music-metadata), the album's totals are its tracks', and the narrated story's timings
// follow its text to the end of its audio; each character is mentioned in the story it first appears in.
import { parseBuffer } from 'music-metadata'
import { afterEach, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import type { Album, Track } from '../../contract/music.ts'
import type { Story, StorySummary } from '../../contract/story.ts'
import { readWebVtt, type TimingKind } from '../../story-text/webvtt.ts'
import type { Character } from '../../contract/character.ts'
import { DEMO_ALBUM, DEMO_CHARACTERS } from './demo-hub.ts'
import { seedDemo } from './seed-demo.ts'
import { readStored } from '../testing/stored-media.ts'

let t: TestApp
afterEach(async () => {
  await t.close()
})

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
  expect(albums).toEqual([
    expect.objectContaining({ title: DEMO_ALBUM.title, totalTracks: tracks.length, totalDuration: String(total) }),
  ])
})

it('narrates one demo story with timings: captions of its words to the end of its audio, and its chapters', async () => {
  t = await buildTestApp()
  await seedDemo(t.app)
  const stories = (await t.app.inject({ method: 'GET', url: '/api/stories?limit=100' })).json() as StorySummary[]
  const narrated = stories.filter((story) => story.timings.length > 0)
  expect(narrated.map((story) => story.title)).toEqual(['The Gatekeeper of Vessa'])
  const story = (await t.app.inject({ method: 'GET', url: `/api/stories/${narrated[0]!.id}` })).json() as Story
  const { format } = await parseBuffer(await readStored(t.app, story.audioFileUrl!))
  const cuesOf = async (kind: TimingKind) => {
    const read = readWebVtt(
      (await readStored(t.app, story.timings.find((timing) => timing.kind === kind)!.url)).toString(),
      kind,
    )
    if ('error' in read) throw new Error(read.error)
    return read.cues
  }
  const captions = await cuesOf('captions')
  expect(captions.at(-1)!.end).toBeCloseTo(format.duration!, 0)
  // Every word of the text is spoken, in order.
  const words = (text: string) =>
    text
      .replace(/[*"]/g, '')
      .split(/\s+/)
      .filter((word) => word && word !== '***')
  expect(captions.flatMap((cue) => words(cue.text))).toEqual(words(story.content))
  expect((await cuesOf('chapters')).map((cue) => cue.text)).toEqual([
    'Chapter 1: First Watch',
    'Chapter 2: The Oath Beneath the Oath',
  ])
})

it("names each demo character's first story, and mentions the character there", async () => {
  t = await buildTestApp()
  await seedDemo(t.app)
  const characters = (await t.app.inject({ method: 'GET', url: '/api/characters' })).json() as Character[]
  expect(characters).toHaveLength(DEMO_CHARACTERS.length)
  for (const character of characters) {
    expect(character.firstStoryId, character.name).not.toBeNull()
    const story = (await t.app.inject({ method: 'GET', url: `/api/stories/${character.firstStoryId}` })).json() as Story
    expect(story.title).toBe(DEMO_CHARACTERS.find((demo) => demo.name === character.name)!.firstStory)
    // Named there by its name or an alias, whole, as mentions match (app/reader/mentions.ts).
    const named = [character.name, ...character.aliases].some((name) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'u').test(story.content),
    )
    expect(named, character.name).toBe(true)
  }
})
