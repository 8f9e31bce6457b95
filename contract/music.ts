// Music: albums, their tracks, and the looping background music.
import { Type, type Static } from 'typebox'
import { AUDIO_ACCEPT } from './audio-formats.ts'
import { Blank, DESCRIPTION_MAX, FilePart, FormNumber, IsoDate, MediaUrl, Nullable, TITLE_MAX, Uuid } from './common.ts'
import { IMAGE_ACCEPT } from './file-accept.ts'
import { FORM_FILE_MAX_BYTES } from './limits.ts'

export const Album = Type.Object({
  id: Uuid,
  title: Type.String(),
  artist: Type.String(),
  description: Type.String(),
  coverImageUrl: Nullable(MediaUrl),
  totalTracks: Type.Integer({ minimum: 0 }),
  /** Seconds, as a numeric string. */
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
  /** Seconds, as a numeric string. */
  duration: Type.String(),
  description: Nullable(Type.String()),
  audioFileUrl: MediaUrl,
  coverImageUrl: Nullable(MediaUrl),
  genre: Nullable(Type.String()),
  isExplicit: Type.Boolean(),
  createdAt: IsoDate,
})
export type Track = Static<typeof Track>

/** A title or artist: required (blank is refused; the server trims form text first). */
const Name = (title: string) =>
  Type.String({
    minLength: 1,
    maxLength: TITLE_MAX,
    title,
    errorMessage: `${title} is required (at most ${TITLE_MAX} characters).`,
  })
const CoverPart = () =>
  Type.Optional(
    FilePart('The cover image', 'JPEG, PNG or WebP; re-encoded, metadata removed.', {
      storage: 'memory',
      maxBytes: FORM_FILE_MAX_BYTES,
      accept: IMAGE_ACCEPT,
    }),
  )
/** Audio streams to the media store as it arrives, under the server's MAX_AUDIO_MB. */
const AudioPart = (description: string) =>
  FilePart('Audio file', description, { storage: 'stream', accept: AUDIO_ACCEPT })

/** The text fields of PUT /api/albums/{id} (title and artist required), as form fields or JSON. */
export const AlbumUpdateFields = Type.Object({
  title: Name('Title'),
  artist: Name('Artist'),
  description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX, title: 'Description' })),
})

/** PUT /api/albums/{id}: multipart text fields and an optional cover. */
export const AlbumUpdate = Type.Object({
  ...AlbumUpdateFields.properties,
  coverImage: CoverPart(),
})

/** The text fields of POST /api/tracks (title and artist required; trackNumber a whole number from 1). */
export const TrackCreateFields = Type.Object({
  /**
   * Ours: the track's id, chosen by the client, so an upload sent again (a lost answer, the outbox
   * replaying) answers the track already made (200) instead of a second one.
   */
  id: Type.Optional(Type.Union([Uuid, Blank], { errorMessage: 'id must be a track id (a UUID).' })),
  title: Name('Title'),
  artist: Name('Artist'),
  /** Blank: the track belongs to no album (albumId null). */
  albumTitle: Type.Optional(Type.String({ maxLength: TITLE_MAX, title: 'Album' })),
  /** Blank: the next after the album's highest; none for a track without an album. */
  trackNumber: Type.Optional(
    FormNumber({ minimum: 1, maximum: 10_000, multipleOf: 1 }, 'Track number must be a whole number from 1 to 10000.'),
  ),
  description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX, title: 'Description' })),
})

/**
 * POST /api/tracks: the album named by albumTitle is made if it does not exist yet.
 * The duration is read from the file on the server, never taken from the client.
 */
export const TrackCreate = Type.Object({
  ...TrackCreateFields.properties,
  audioFile: AudioPart(
    'The track: MP3, M4A, OGG, Opus, WAV, FLAC or WebM, recognised by its bytes; at most MAX_AUDIO_MB.',
  ),
  coverImage: CoverPart(),
})

export const BackgroundMusic = Type.Object({
  id: Uuid,
  title: Type.String(),
  filename: Type.String(),
  audioFileUrl: MediaUrl,
  uploadedAt: IsoDate,
  isActive: Type.Boolean(),
})
export type BackgroundMusic = Static<typeof BackgroundMusic>

/** The background music upload form: both parts are required. */
export const BackgroundMusicUpload = Type.Object({
  /**
   * Ours: the track's id, chosen by the client, so an upload sent again (a lost answer, the outbox
   * replaying) answers the track already made (200) instead of a second one.
   */
  id: Type.Optional(Type.Union([Uuid, Blank], { errorMessage: 'id must be a background music id (a UUID).' })),
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX, title: 'Title', description: 'Not blank.' }),
  audio: AudioPart('MP3, M4A, OGG, Opus, WAV, FLAC or WebM, recognised by its bytes; at most MAX_AUDIO_MB.'),
})

export const BackgroundMusicStreamQuery = Type.Object({
  t: Type.Optional(Type.String({ maxLength: 40, description: "Ignored: the player's cache-buster." })),
})
