// Where the music forms' audio goes as it arrives (services/forms/read-form.ts streams it here):
// the media store, never held whole, kept only if it is audio within the server's MAX_AUDIO_MB.
// Every audio file's length is read from the stored file while it is saved, and a file without one
// (or claiming more than its bytes hold) is refused: tracks, background music and story audio alike.
import type { MediaStore } from '../media/media-store.ts'
import type { StreamSink } from '../forms/read-form.ts'
import { readDuration } from './audio-duration.ts'

export interface TrackAudio {
  url: string
  /** Seconds, as the spec's numeric string. */
  duration: string
}

export const trackAudio = (media: MediaStore, maxBytes: number): StreamSink<TrackAudio> => ({
  maxBytes,
  save: async (file, cap) => {
    let duration = ''
    const { url } = await media.saveAudio(file, cap, async (stored) => {
      duration = await readDuration(stored)
    })
    return { url, duration }
  },
})

/** The stored file's address. */
export const backgroundMusicAudio = (media: MediaStore, maxBytes: number): StreamSink<string> => ({
  maxBytes,
  save: async (file, cap) =>
    (
      await media.saveAudio(file, cap, async (stored) => {
        await readDuration(stored)
      })
    ).url,
})
