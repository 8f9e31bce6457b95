// DOWNLOAD_AUDIO, CANCEL_DOWNLOAD and REMOVE_AUDIO: the whole file is fetched (no Range header, so
// only a 200 is kept, never a 206) and streamed into the `audio-downloads` cache while every window
// hears its progress; then it is listed in `downloads` when the message names its story or track.
// One fetch per address, and at most MAX_CONCURRENT_DOWNLOADS in all: the rest wait their turn in
// the order asked (an album's tracks). A failure or a cancel stores nothing and lists nothing.
/// <reference lib="webworker" />
import type { FromWorker } from '../contract/sw-messages.ts'
import type { Download } from '../db/local/types.ts'
import { postToWindows } from './clients.ts'
import { requireLocalStore } from './local-data.ts'
import { downloaded, forgetAudio, openAudioCache, reconcileDownloads } from './audio-store.ts'
import { audioCacheKey } from './lib/downloaded-audio.ts'
import { announcedTotal, ProgressThrottle } from './lib/download-progress.ts'
import { describeFailure, DownloadFailure } from './lib/download-failure.ts'
import { downloadRow, listingOf, type DownloadMessage, type Listing } from './lib/download-row.ts'
import { DownloadQueue, SKIPPED } from './lib/download-queue.ts'

declare const self: ServiceWorkerGlobalScope

interface Job {
  /** The URL as the page that started the download wrote it; every message about it carries it. */
  url: string
  listing: Listing | undefined
  controller: AbortController
  /** Messages to windows go out one after another, so none overtakes an earlier one. */
  posting: Promise<void>
  /** This job fetched the file into the cache (a failure from then on deletes it again). */
  isStored?: boolean
  done?: Promise<void>
}

interface StoredFile {
  bytes: number
  contentType: string | null
}

/** Downloads in flight or waiting their turn, by cache key. */
const jobs = new Map<string, Job>()
const queue = new DownloadQueue()

function post(job: Job, message: FromWorker): Promise<void> {
  job.posting = job.posting.then(() => postToWindows(message)).catch(() => undefined)
  return job.posting
}

function failure(url: string, error: unknown, wasCancelled: boolean): FromWorker {
  return { type: 'AUDIO_DOWNLOAD_FAILED', url, ...describeFailure(error, wasCancelled) }
}

/**
 * Streams the whole file into the cache, posting progress on the way; a short body stores nothing.
 * Past the browser's HTTP cache: where the player has fetched parts of the file, Firefox answers a
 * plain request for it from those parts, with a 206.
 */
async function fetchInto(cache: Cache, key: string, job: Job): Promise<StoredFile> {
  const response = await fetch(key, { credentials: 'same-origin', cache: 'no-store', signal: job.controller.signal })
  if (response.status !== 200) throw new DownloadFailure('status', response.status)
  const total = announcedTotal(response.headers.get('content-length'), response.headers.get('content-encoding'))
  const throttle = new ProgressThrottle()
  let received = 0
  let isShort = false
  const report = (isFinal: boolean): void => {
    if (throttle.shouldReport(received, Date.now(), isFinal))
      void post(job, { type: 'AUDIO_DOWNLOAD_PROGRESS', url: job.url, received, total })
  }
  report(false)
  const counted = response.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        controller.enqueue(chunk)
        report(false)
      },
      flush() {
        report(true)
        // Erroring the body makes cache.put store nothing.
        if (total > 0 && received !== total) {
          isShort = true
          throw new DownloadFailure('incomplete')
        }
      },
    }),
  )
  const whole = new Response(counted ?? null, {
    status: 200,
    statusText: response.statusText,
    headers: response.headers,
  })
  await cache.put(key, whole).catch((error: unknown) => {
    throw isShort ? new DownloadFailure('incomplete') : error
  })
  return { bytes: received, contentType: response.headers.get('content-type') }
}

/** The file as kept already (quietly, or by another window), or undefined. */
async function keptFile(cache: Cache, key: string): Promise<StoredFile | undefined> {
  const cached = await cache.match(key, { ignoreVary: true })
  return cached && { bytes: (await cached.blob()).size, contentType: cached.headers.get('content-type') }
}

/**
 * Lists it where the app reads its downloads. With the database not the version this worker knows
 * (the app is being updated) it cannot be listed: the download fails as storage, as a failed write would.
 */
async function listDownload(row: Download): Promise<void> {
  await (await requireLocalStore()).put('downloads', row)
}

/** Fetches once its turn comes; cancelled (or removed) while it waited, it never fetches at all. */
async function fetchInTurn(cache: Cache, key: string, job: Job): Promise<StoredFile> {
  const { signal } = job.controller
  const file = await queue.run(() => fetchInto(cache, key, job), signal)
  if (file === SKIPPED) throw signal.reason
  job.isStored = true
  return file
}

async function run(key: string, job: Job): Promise<void> {
  const { signal } = job.controller
  try {
    const cache = await openAudioCache()
    // Already kept: nothing to fetch (and no turn to wait for), only the row to write.
    const file = (await keptFile(cache, key)) ?? (await fetchInTurn(cache, key, job))
    downloaded.add(key)
    // A cancel arriving while a fetched file is being stored and listed undoes both. A file that
    // was already kept is not undone: it is listed as asked, and the windows hear it is there.
    if (job.isStored) signal.throwIfAborted()
    const listing = job.listing
    if (listing) await listDownload(downloadRow(key, listing, file.bytes, file.contentType, new Date()))
    if (job.isStored) signal.throwIfAborted()
    // Done: a DOWNLOAD_AUDIO from now on starts afresh (and finds the file), a cancel is too late.
    jobs.delete(key)
    await post(job, { type: 'AUDIO_DOWNLOADED', url: job.url })
  } catch (error) {
    if (job.isStored) await forgetAudio(key).catch(() => undefined)
    await post(job, failure(job.url, error, signal.aborted))
  } finally {
    if (jobs.get(key) === job) jobs.delete(key)
  }
}

/** Resolves when this download is stored or has failed; a second call joins the first. */
export function downloadAudio(message: DownloadMessage): Promise<void> {
  void reconcileDownloads()
  const key = audioCacheKey(message.url, self.location.origin)
  if (!key) return postToWindows(failure(message.url, new DownloadFailure('not-downloadable'), false))
  const running = jobs.get(key)
  if (running) {
    // No second fetch; a listing asked for meanwhile is written once the file is stored.
    running.listing ??= listingOf(message)
    return running.done ?? Promise.resolve()
  }
  const job: Job = {
    url: message.url,
    listing: listingOf(message),
    controller: new AbortController(),
    posting: Promise.resolve(),
  }
  jobs.set(key, job)
  job.done = run(key, job)
  return job.done
}

/**
 * Stops a download in flight or waiting its turn: it reports itself cancelled. With none (the
 * worker was restarted since) the windows are told it is cancelled, unless it is stored.
 */
export async function cancelDownload(url: string): Promise<void> {
  const key = audioCacheKey(url, self.location.origin)
  const job = key ? jobs.get(key) : undefined
  if (job) {
    job.controller.abort()
    return job.done
  }
  if (key && (await (await openAudioCache()).match(key, { ignoreVary: true }))) return
  await postToWindows(failure(url, undefined, true))
}

/** Deletes the file and its row; a download of it in flight or waiting is cancelled first. */
export async function removeAudio(url: string): Promise<void> {
  void reconcileDownloads()
  const key = audioCacheKey(url, self.location.origin)
  if (!key) return
  const job = jobs.get(key)
  if (job) {
    job.controller.abort()
    await job.done
  }
  await forgetAudio(key)
}
