// The worker's hand check of page messages answers exactly as the ToWorker schema does.
import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { ToWorker } from '../contract/sw-messages.ts'
import { parseToWorker } from './messages.ts'

const STORY = '6f1c1b7e-1f0a-4a43-9d55-0c2f3b1e9a10'
const TRACK = '0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c'
const ALBUM = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const URL = 'http://127.0.0.1:8080/api/media/audio/a.mp3'

describe('parseToWorker', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }, true],
    [{ type: 'STEP_DOWN' }, true],
    [{ type: 'DOWNLOAD_AUDIO', url: URL }, true],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY, title: 'The Gate' }, true],
    [{ type: 'DOWNLOAD_AUDIO', url: '/api/background-music/stream/m1' }, true],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, trackId: TRACK, albumId: ALBUM, title: 'Dawn' }, true],
    [{ type: 'CANCEL_DOWNLOAD', url: URL }, true],
    [{ type: 'REMOVE_AUDIO', url: '/api/audio/a.mp3' }, true],
    [{ type: 'DRAIN_OUTBOX' }, true],
    [{ type: 'FORGET_EVERYTHING' }, true],
    [{ type: 'KEEP_DRAWING', path: `/read/${STORY}` }, true],
    [{ type: 'KEEP_DRAWING', path: `/${'x'.repeat(199)}` }, true],
    [{ type: 'KEEP_DRAWING', path: `/${'x'.repeat(200)}` }, false],
    [{ type: 'KEEP_DRAWING', path: 42 }, false],
    [{ type: 'KEEP_DRAWING' }, false],
    [{ type: 'DOWNLOAD_AUDIO' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: 'not-a-uuid', title: 'The Gate' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY, title: 42 }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY, title: 'x'.repeat(301) }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: `${URL}?${'x'.repeat(4096)}` }, false],
    // A listing is one of the two, whole: a mix would keep a file nobody can see or remove.
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, title: 'The Gate' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, trackId: TRACK, title: 'Dawn' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, trackId: TRACK, albumId: ALBUM }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, albumId: ALBUM, title: 'Dawn' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY, trackId: TRACK, albumId: ALBUM, title: 'Both' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY, albumId: ALBUM, title: 'The Gate' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, trackId: 'not-a-uuid', albumId: ALBUM, title: 'Dawn' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, trackId: TRACK, albumId: null, title: 'Dawn' }, false],
    [{ type: 'CANCEL_DOWNLOAD' }, false],
    [{ type: 'CANCEL_DOWNLOAD', url: null }, false],
    [{ type: 'REMOVE_AUDIO', url: 42 }, false],
    [{ type: 'CLEAR_EVERYTHING' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY.toUpperCase(), title: 'The Gate' }, true],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, storyId: `${STORY}0`, title: 'The Gate' }, false],
    [{ type: 'DOWNLOAD_AUDIO', url: 'x'.repeat(4096) }, true],
    [{ type: 'DOWNLOAD_AUDIO', url: URL, extra: 1 }, false],
    [{ type: 'SKIP_WAITING', extra: 1 }, true],
    [{ type: 'CANCEL_DOWNLOAD', url: URL, extra: 1 }, true],
    [[], false],
    [42, false],
    ['SKIP_WAITING', false],
    [null, false],
  ])('%j accepted: %s', (data, accepted) => {
    expect(parseToWorker(data) !== undefined).toBe(accepted)
    expect(Value.Check(ToWorker, data)).toBe(accepted)
  })
})
