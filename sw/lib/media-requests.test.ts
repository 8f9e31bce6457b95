// The worker's caching follows the endpoint table: a media endpoint added to the table (here, in
// memory, before the worker's modules load) is kept offline with no other edit, pictures once
// fetched and audio once downloaded; what the table does not serve is left alone.
import { beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, type Route } from '../../contract/api-routes.ts'

const ORIGIN = 'https://hub.example'
const at = (path: string) => new URL(path, ORIGIN)

describe('the media endpoints the worker keeps', () => {
  it('include one added to the table, with no other edit', async () => {
    const table = ROUTES as Record<string, Route>
    table.streamPodcast = { method: 'GET', path: '/api/podcasts/:id/stream', media: 'audio' }
    table.getPoster = { method: 'GET', path: '/api/posters/:kind/:file', media: { large: 'picture', clip: 'audio' } }
    const { isAudioRequest, isKeptOnceFetched } = await import('./media-requests.ts')

    expect(isAudioRequest(at('/api/podcasts/p1/stream'), '', ORIGIN)).toBe(true)
    expect(isKeptOnceFetched(at('/api/posters/large/abc.jpg'), ORIGIN)).toBe(true)
    expect(isAudioRequest(at('/api/posters/clip/abc.mp3'), '', ORIGIN)).toBe(true)
    // Each by what it holds, and only the table's paths.
    expect(isKeptOnceFetched(at('/api/podcasts/p1/stream'), ORIGIN)).toBe(false)
    expect(isAudioRequest(at('/api/posters/large/abc.jpg'), '', ORIGIN)).toBe(false)
    expect(isKeptOnceFetched(at('/api/posters/small/abc.jpg'), ORIGIN)).toBe(false)
    expect(isAudioRequest(at('/api/podcasts/p1/stream/extra'), '', ORIGIN)).toBe(false)
    expect(isKeptOnceFetched(at('/api/posters/large/abc.jpg'), 'https://elsewhere.example')).toBe(false)
    // The table's own: covers, story images and stories' timings are kept once fetched; story
    // audio, tracks, background music and the proxy are audio.
    expect(isKeptOnceFetched(at('/api/media/covers/c.webp'), ORIGIN)).toBe(true)
    expect(isKeptOnceFetched(at('/api/media/timings/t.vtt'), ORIGIN)).toBe(true)
    expect(isKeptOnceFetched(at('/api/media/images/i.png'), ORIGIN)).toBe(true)
    expect(isKeptOnceFetched(at('/api/media/audio/a.mp3'), ORIGIN)).toBe(false)
    for (const path of [
      '/api/media/audio/a.mp3',
      '/api/audio/a.mp3',
      '/api/audio-proxy',
      '/api/tracks/t1/stream',
      '/api/background-music/stream/b1',
    ]) {
      expect(isAudioRequest(at(path), '', ORIGIN), path).toBe(true)
    }
    expect(isAudioRequest(at('/api/stories'), '', ORIGIN)).toBe(false)
  })
})

describe('isAudioRequest, from the table as it is', () => {
  // Imported after the test above has loaded the module with two more endpoints: these paths are not theirs.
  let isAudioRequest: (url: URL, destination: string, origin: string) => boolean
  beforeAll(async () => {
    ;({ isAudioRequest } = await import('./media-requests.ts'))
  })

  it.each([
    ['/api/audio/a.mp3', '', true],
    ['/api/media/audio/a.mp3', '', true],
    ['/api/audio-proxy?url=x', '', true],
    ['/api/audio-progress', '', false],
    ['/api/audio-cache/status', '', false],
    ['/api/background-music/stream/7d0c7a5e-1c2b-4f7e-9a51-3b9e0c4d2f10', '', true],
    ['/api/background-music/active', '', false],
    ['/api/background-music', '', false],
    ['/api/background-music/stream', '', false],
    ['/api/tracks/0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c/stream', '', true],
    ['/api/tracks/0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c', '', false],
    ['/api/tracks', '', false],
    ['/api/media/covers/a.jpg', 'image', false],
    // A backup's download (the admin's Backups screen) goes to the network untouched.
    ['/api/backups/infinaeon-backup-20261205T143000.123Z.tar', '', false],
    ['https://cdn.test/a.mp3', 'audio', true],
    ['https://cdn.test/api/audio/a.mp3', '', false],
  ])('%s (%s) → %s', (path, destination, expected) => {
    expect(isAudioRequest(new URL(path, ORIGIN), destination, ORIGIN)).toBe(expected)
  })
})
