// Which audio URLs were downloaded for offline: the key each is stored under, and an in-memory
// index of the `audio-downloads` cache so a fetch can be matched synchronously (workbox match
// callbacks cannot await). Until the index has loaded, every audio request is matched and the
// handler decides after the cache lookup, so a worker woken by an offline seek still answers.

/** The cache key of a downloadable URL: absolute, without the fragment; undefined if not http(s). */
export function audioCacheKey(raw: string, origin: string): string | undefined {
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  url.hash = ''
  return url.href
}

export class DownloadedAudio {
  private readonly urls = new Set<string>()
  private loading: Promise<void> | undefined
  private loaded = false

  constructor(private readonly list: () => Promise<string[]>) {}

  /** Reads the cache once; a failed read is retried on the next request. */
  load(): Promise<void> {
    this.loading ??= this.list().then(
      (urls) => {
        for (const url of urls) this.urls.add(url)
        this.loaded = true
      },
      () => {
        this.loading = undefined
      },
    )
    return this.loading
  }

  /** Synchronous: false only when the URL is known not to be downloaded. */
  mayHave(key: string): boolean {
    if (this.loaded) return this.urls.has(key)
    void this.load()
    return true
  }

  add(key: string): void {
    this.urls.add(key)
  }
  delete(key: string): void {
    this.urls.delete(key)
  }
}
