// How far an album's download has come, from each of its tracks: kept (its downloads row), under
// way (the worker's progress, or still waiting its turn), or neither. Pure, for useAlbumDownload.

export type AlbumDownloadState = 'none' | 'partial' | 'downloading' | 'done'

export interface AlbumDownload {
  /** 'downloading' while any track is under way or waiting; 'done' once every track is kept. */
  state: AlbumDownloadState
  doneCount: number
  total: number
  /** Bytes kept or received so far. */
  receivedBytes: number
  /**
   * The size of what is kept or under way: kept tracks, the size each track under way announced,
   * and for a track whose size is not known yet (waiting its turn, or a server that did not say)
   * the average of the known ones, so receivedBytes / totalBytes follows the whole album.
   */
  totalBytes: number
}

export interface TrackDownloadStatus {
  /** The kept file's size; undefined when the track is not downloaded. */
  keptBytes: number | undefined
  /** Its download under way; total 0 when the server did not say (or it has not started). */
  progress: { received: number; total: number } | undefined
}

export function albumProgress(tracks: readonly TrackDownloadStatus[]): AlbumDownload {
  let doneCount = 0
  let receivedBytes = 0
  let knownBytes = 0
  let knownCount = 0
  /** What has arrived of each track under way whose size is not known yet. */
  const unsized: number[] = []
  for (const { keptBytes, progress } of tracks) {
    if (keptBytes !== undefined) {
      // Kept: a second download of it under way (another window's) changes nothing here.
      doneCount++
      receivedBytes += keptBytes
      knownBytes += keptBytes
      knownCount++
    } else if (progress) {
      receivedBytes += progress.received
      if (progress.total > 0) {
        knownBytes += progress.total
        knownCount++
      } else {
        unsized.push(progress.received)
      }
    }
  }
  const average = knownCount > 0 ? knownBytes / knownCount : 0
  const totalBytes = Math.round(knownBytes + unsized.reduce((sum, received) => sum + Math.max(received, average), 0))
  const total = tracks.length
  const isDownloading = tracks.some(({ keptBytes, progress }) => keptBytes === undefined && progress !== undefined)
  const state: AlbumDownloadState = isDownloading
    ? 'downloading'
    : total > 0 && doneCount === total
      ? 'done'
      : doneCount > 0
        ? 'partial'
        : 'none'
  return { state, doneCount, total, receivedBytes, totalBytes }
}
