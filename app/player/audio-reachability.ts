// A look at an audio file the element failed on: does its address answer with it? The element's
// error does not say (audio-failure.ts). The same request as the element's first (a Range of one
// byte), so the worker answers it from a download as it would the element.
import type { Reachability } from './audio-failure.ts'

/** A server that holds the answer this long is as good as unreachable to a person waiting. */
export const LOOK_TIMEOUT_MS = 5_000

export async function lookAtAudio(source: string, timeoutMs = LOOK_TIMEOUT_MS): Promise<Reachability> {
  try {
    const response = await fetch(source, {
      headers: { Range: 'bytes=0-0' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    // A page where audio should be (a host's fallback for any address) is an answer without it.
    const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false
    return response.ok && !isPage ? 'reachable' : 'http-error'
  } catch {
    return 'no-answer'
  }
}
