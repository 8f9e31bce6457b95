// The server-side audio cache: whole proxied story audio files kept in memory (an lru-cache
// capped by entries and bytes, one per app), served with Range, warmed on request by readers' Audio
// Settings dialog. Also the one way audio is fetched from outside (safe-fetch, audio/* only), shared
// by the proxy and warm-up.
import { LRUCache } from 'lru-cache'
import type { Db } from '../../../db/server/connect.ts'
import { isStoryAudioUrl } from '../../../db/server/story-audio-urls.ts'
import type { AudioCacheStatus, AudioCacheWarmupResult } from '../../../contract/audio.ts'
import { Errors } from '../../errors.ts'
import { contentRange, resolveRange, upstreamRange } from '../media/byte-range.ts'
import { readBody, safeFetch, type SafeResponse } from '../net/safe-fetch.ts'

const MB = 1024 * 1024
export const MAX_CACHE_ENTRIES = 50
export const MAX_CACHE_TOTAL_BYTES = 256 * MB
export const MAX_CACHE_ENTRY_BYTES = 40 * MB
export const NOT_STORY_AUDIO =
  "Only the audio of a story can be played through this server. Check the story's audio link."

export interface CachedAudio {
  body: Buffer
  contentType: string
}
export type AudioFetcher = (url: string, maxBytes: number) => Promise<CachedAudio>
export interface CacheLimits {
  maxEntries: number
  maxTotalBytes: number
  maxEntryBytes: number
}
const DEFAULT_LIMITS: CacheLimits = {
  maxEntries: MAX_CACHE_ENTRIES,
  maxTotalBytes: MAX_CACHE_TOTAL_BYTES,
  maxEntryBytes: MAX_CACHE_ENTRY_BYTES,
}

export class AudioCache {
  private readonly entries: LRUCache<string, CachedAudio>
  private readonly inFlight = new Map<string, Promise<CachedAudio>>()
  private generation = 0
  readonly limits: CacheLimits

  constructor(limits: Partial<CacheLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits }
    this.entries = new LRUCache({
      max: this.limits.maxEntries,
      maxSize: this.limits.maxTotalBytes,
      // lru-cache needs a positive size, so an empty file counts as one byte.
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    })
  }

  status(): AudioCacheStatus {
    return {
      cacheSize: this.entries.size,
      maxCacheSize: this.limits.maxEntries,
      totalMemoryUsed: this.entries.calculatedSize,
    }
  }

  /** A hit counts as a use: it moves the entry to the back of the eviction line. */
  get(url: string): CachedAudio | undefined {
    return this.entries.get(url)
  }

  /** Fetches url unless cached; concurrent warms of one URL share one download. */
  warm(url: string, fetcher: AudioFetcher): Promise<CachedAudio> {
    const cached = this.get(url)
    if (cached) return Promise.resolve(cached)
    const pending = this.inFlight.get(url)
    if (pending) return pending
    const generation = this.generation
    const maxBytes = Math.min(this.limits.maxEntryBytes, this.limits.maxTotalBytes)
    const download = fetcher(url, maxBytes)
      .then((entry) => {
        if (entry.body.length > maxBytes) throw new Errors.UpstreamFailed('the file is too large to keep in the cache')
        // A clear() while downloading wins: the reader asked for an empty cache.
        if (generation === this.generation) this.entries.set(url, entry)
        return entry
      })
      .finally(() => this.inFlight.delete(url))
    this.inFlight.set(url, download)
    return download
  }

  clear(): number {
    const count = this.entries.size
    this.entries.clear()
    this.generation++
    return count
  }
}

// One cache per app. The proxy and cache route plugins are encapsulated siblings, so a decorator
// from one would not reach the other; both key on the app's database handle, made once per app.
const caches = new WeakMap<object, AudioCache>()
export function audioCacheFor(app: { db: Db }): AudioCache {
  let cache = caches.get(app.db)
  if (!cache) {
    cache = new AudioCache()
    caches.set(app.db, cache)
  }
  return cache
}

export interface CachedReply {
  status: number
  headers: Record<string, string>
  body: Buffer
}

export function serveCached(entry: CachedAudio, rangeHeader: string | undefined): CachedReply {
  const size = entry.body.length
  const headers: Record<string, string> = { 'content-type': entry.contentType, 'accept-ranges': 'bytes' }
  const range = resolveRange(rangeHeader, size)
  if (range.kind === 'full') return { status: 200, headers, body: entry.body }
  headers['content-range'] = contentRange(range, size)!
  if (range.kind === 'unsatisfiable') return { status: 416, headers, body: Buffer.alloc(0) }
  return { status: 206, headers, body: entry.body.subarray(range.start, range.end + 1) }
}

const AUDIO = {
  description: 'an audio file',
  matches: (type: string) => type.trim().toLowerCase().startsWith('audio/'),
}

/** Fetches story audio from outside; 416 is passed on so the player learns the file's size. */
export function fetchAudio(
  url: string,
  options: { allowAddresses: readonly string[]; maxBytes: number; range?: string | undefined },
): Promise<SafeResponse> {
  const range = upstreamRange(options.range)
  return safeFetch(url, {
    allowAddresses: options.allowAddresses,
    maxBytes: options.maxBytes,
    headers: range ? { range } : {},
    expectedType: AUDIO,
    acceptStatus: (status) => status === 200 || status === 206 || status === 416,
  })
}

interface OutboundLimits {
  allowAddresses: readonly string[]
  maxAudioBytes: number
}

function wholeFileFetcher({ allowAddresses, maxAudioBytes }: OutboundLimits): AudioFetcher {
  return async (url, maxBytes) => {
    const response = await fetchAudio(url, { allowAddresses, maxBytes: Math.min(maxBytes, maxAudioBytes) })
    if (response.status !== 200) {
      response.body.destroy()
      throw new Errors.UpstreamFailed(`the source answered HTTP ${response.status} instead of the whole file`)
    }
    return { body: await readBody(response.body), contentType: String(response.headers['content-type']) }
  }
}

/** Caches each story audio URL in turn (one download at a time keeps a public endpoint cheap). */
export async function warmStoryAudio(
  db: Db,
  cache: AudioCache,
  urls: readonly string[],
  limits: OutboundLimits,
): Promise<AudioCacheWarmupResult> {
  const result: AudioCacheWarmupResult = { cached: [], failed: [] }
  const fetcher = wholeFileFetcher(limits)
  for (const url of new Set(urls)) {
    try {
      if (!(await isStoryAudioUrl(db, url))) throw new Errors.UrlNotAllowed(NOT_STORY_AUDIO)
      await cache.warm(url, fetcher)
      result.cached.push(url)
    } catch (error) {
      const known =
        error instanceof Error && /^(UPSTREAM_FAILED|URL_NOT_ALLOWED)$/.test(String((error as { code?: unknown }).code))
      result.failed.push({ url, message: known ? (error as Error).message : 'The audio could not be cached.' })
    }
  }
  return result
}
