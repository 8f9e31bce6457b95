// Music (hub.md §3): albums, their tracks, and the looping background music.
import { Type, type Static } from 'typebox'
import { FilePart, IsoDate, MediaUrl, Nullable, TITLE_MAX, Uuid } from './common.ts'

export const Album = Type.Object({
  id: Uuid,
  title: Type.String(),
  artist: Type.String(),
  description: Type.String(),
  coverImageUrl: Nullable(MediaUrl),
  totalTracks: Type.Integer({ minimum: 0 }),
  /** Seconds, as a numeric string (hub.md §3). */
  totalDuration: Type.String(),
  genre: Nullable(Type.String()),
  releaseYear: Nullable(Type.Integer()),
  createdAt: IsoDate,
})
export type Album = Static<typeof Album>

export const Track = Type.Object({
  id: Uuid,
  title: Type.String(),
  artist: Type.String(),
  albumId: Nullable(Uuid),
  albumTitle: Nullable(Type.String()),
  trackNumber: Nullable(Type.Integer({ minimum: 1 })),
  /** Seconds, as a numeric string (hub.md §3). */
  duration: Type.String(),
  description: Nullable(Type.String()),
  audioFileUrl: MediaUrl,
  coverImageUrl: Nullable(MediaUrl),
  genre: Nullable(Type.String()),
  isExplicit: Type.Boolean(),
  createdAt: IsoDate,
})
export type Track = Static<typeof Track>

export const BackgroundMusic = Type.Object({
  id: Uuid,
  title: Type.String(),
  filename: Type.String(),
  audioFileUrl: MediaUrl,
  uploadedAt: IsoDate,
  isActive: Type.Boolean(),
})
export type BackgroundMusic = Static<typeof BackgroundMusic>

/** The background music upload form (hub.md §5): both parts are required. */
export const BackgroundMusicUpload = Type.Object({
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX, description: 'Not blank.' }),
  audio: FilePart('MP3, M4A, OGG, Opus, WAV, FLAC or WebM, recognised by its bytes; at most MAX_AUDIO_MB.'),
})

export const BackgroundMusicStreamQuery = Type.Object({
  t: Type.Optional(Type.String({ maxLength: 40, description: 'Ignored: the player\'s cache-buster (hub.md §7).' })),
})
