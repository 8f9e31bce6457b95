import { describe, expect, it } from 'vitest'
import { parseToWorker } from './messages.ts'

describe('parseToWorker', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }, true],
    [{ type: 'DOWNLOAD_AUDIO', url: '/api/audio/a.mp3' }, true],
    [{ type: 'REMOVE_AUDIO', url: '/api/audio/a.mp3' }, true],
    [{ type: 'DRAIN_OUTBOX' }, true],
    [{ type: 'DOWNLOAD_AUDIO' }, false],
    [{ type: 'REMOVE_AUDIO', url: 42 }, false],
    [{ type: 'CLEAR_EVERYTHING' }, false],
    ['SKIP_WAITING', false],
    [null, false],
  ])('%j accepted: %s', (data, accepted) => {
    expect(parseToWorker(data) !== undefined).toBe(accepted)
  })
})
