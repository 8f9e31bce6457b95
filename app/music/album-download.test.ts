import { describe, expect, it } from 'vitest'
import { albumProgress, type AlbumDownload, type TrackDownloadStatus } from './album-download.ts'

const kept = (bytes: number): TrackDownloadStatus => ({ keptBytes: bytes, progress: undefined })
const underWay = (received: number, total: number): TrackDownloadStatus => ({
  keptBytes: undefined,
  progress: { received, total },
})
const waiting: TrackDownloadStatus = { keptBytes: undefined, progress: { received: 0, total: 0 } }
const absent: TrackDownloadStatus = { keptBytes: undefined, progress: undefined }

describe('albumProgress', () => {
  it.each<[string, TrackDownloadStatus[], AlbumDownload]>([
    ['an album with no tracks', [], { state: 'none', doneCount: 0, total: 0, receivedBytes: 0, totalBytes: 0 }],
    [
      'nothing downloaded',
      [absent, absent],
      { state: 'none', doneCount: 0, total: 2, receivedBytes: 0, totalBytes: 0 },
    ],
    [
      'some tracks kept, none under way',
      [kept(100), absent, kept(50)],
      { state: 'partial', doneCount: 2, total: 3, receivedBytes: 150, totalBytes: 150 },
    ],
    [
      'every track kept',
      [kept(100), kept(50)],
      { state: 'done', doneCount: 2, total: 2, receivedBytes: 150, totalBytes: 150 },
    ],
    [
      "two under way, the rest waiting their turn at the known sizes' average",
      [underWay(10, 100), underWay(30, 200), waiting, waiting],
      { state: 'downloading', doneCount: 0, total: 4, receivedBytes: 40, totalBytes: 600 },
    ],
    [
      'kept, under way and waiting together; a track not asked for is left out',
      [kept(500), underWay(25, 100), waiting, absent],
      { state: 'downloading', doneCount: 1, total: 4, receivedBytes: 525, totalBytes: 900 },
    ],
    [
      'every size unknown: what has arrived',
      [underWay(70, 0), waiting],
      { state: 'downloading', doneCount: 0, total: 2, receivedBytes: 70, totalBytes: 70 },
    ],
    [
      'an unsized track past the average counts what has arrived',
      [underWay(10, 100), underWay(250, 0)],
      { state: 'downloading', doneCount: 0, total: 2, receivedBytes: 260, totalBytes: 350 },
    ],
    [
      'a kept track downloaded again is counted once, as kept',
      [{ keptBytes: 100, progress: { received: 5, total: 100 } }, kept(20)],
      { state: 'done', doneCount: 2, total: 2, receivedBytes: 120, totalBytes: 120 },
    ],
  ])('%s', (_label, tracks, expected) => {
    expect(albumProgress(tracks)).toEqual(expected)
  })
})
