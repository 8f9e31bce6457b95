// What the upload dialog learns about a chosen audio file before sending it: whether it is audio,
// and how long it plays, read by the browser from the file's metadata (nothing is uploaded).

/** Give up on a file whose metadata has not loaded by then; the story is published without it. */
export const AUDIO_METADATA_TIMEOUT_MS = 10_000

/** The length in seconds, or null when the browser cannot read it (or takes over 10 s). */
export function readAudioDuration(file: Blob, timeoutMs = AUDIO_METADATA_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const audio = document.createElement('audio')
    audio.preload = 'metadata'
    const finish = (seconds: number | null) => {
      clearTimeout(timer)
      audio.onloadedmetadata = null
      audio.onerror = null
      // After a timeout the element may still be fetching: clearing its source stops it.
      audio.removeAttribute('src')
      audio.load()
      URL.revokeObjectURL(url)
      resolve(seconds)
    }
    const timer = setTimeout(() => finish(null), timeoutMs)
    // A streamed recording can report Infinity until it is played through: no usable length.
    audio.onloadedmetadata = () => finish(Number.isFinite(audio.duration) ? audio.duration : null)
    audio.onerror = () => finish(null)
    audio.src = url
  })
}
