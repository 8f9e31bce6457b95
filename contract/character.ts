// Characters of the universe. Field names follow the spec, image_url included. The
// admin's create and edit take the same JSON body; an empty faction or role is "none".
import { Type, type Static } from 'typebox'
import {
  Blank,
  DESCRIPTION_MAX,
  Faction,
  NAME_MAX,
  FilePart,
  IsoDate,
  MediaUrl,
  Nullable,
  RequiredText,
  TITLE_MAX,
  URL_MAX,
  Uuid,
} from './common.ts'
import { IMAGE_ACCEPT } from './file-accept.ts'
import { FORM_FILE_MAX_BYTES } from './limits.ts'

/** How many other names a character may have. */
export const ALIASES_MAX = 20

export const CharacterRole = Type.Union([
  Type.Literal('Protagonist'),
  Type.Literal('Antagonist'),
  Type.Literal('Supporting'),
  Type.Literal('Minor'),
])

export const Character = Type.Object({
  id: Uuid,
  name: Type.String(),
  bio: Type.String(),
  image_url: Nullable(MediaUrl),
  faction: Nullable(Faction),
  role: Nullable(CharacterRole),
  /** Ours: other names a story's text may call the character by (issue 25's mentions). */
  aliases: Type.Array(Type.String()),
  /** Ours: the story the character first appears in; its mentions link from that story on. */
  firstStoryId: Nullable(Uuid),
  createdAt: IsoDate,
})
export type Character = Static<typeof Character>

/** The fields of POST and PUT /api/characters (name and bio required, not blank; kept as written). */
export const CharacterFields = Type.Object({
  name: RequiredText('Name', TITLE_MAX),
  bio: RequiredText('Bio', DESCRIPTION_MAX),
  /** An address /api/upload/character-image answered; null or empty: no picture. On edit, absent: unchanged. */
  image_url: Type.Optional(
    Nullable(
      Type.String({
        maxLength: URL_MAX,
        errorMessage: 'image_url must be an image uploaded through /api/upload/character-image, or null.',
      }),
    ),
  ),
  /** null or empty: none. On edit, absent: unchanged. */
  faction: Type.Optional(
    Type.Union([Faction, Blank, Type.Null()], {
      errorMessage: 'faction must be knights, curve, neutral, or empty for none.',
    }),
  ),
  role: Type.Optional(
    Type.Union([CharacterRole, Blank, Type.Null()], {
      errorMessage: 'role must be Protagonist, Antagonist, Supporting, Minor, or empty for none.',
    }),
  ),
  /** Ours: other names, each 1 to 80 characters, at most 20. On edit, absent: unchanged. */
  aliases: Type.Optional(
    Type.Array(Type.String({ maxLength: NAME_MAX }), {
      maxItems: ALIASES_MAX,
      errorMessage: `aliases must be at most ${ALIASES_MAX} names of at most ${NAME_MAX} characters each.`,
    }),
  ),
  /** Ours: the id of the story the character first appears in; null or empty: none. On edit, absent: unchanged. */
  firstStoryId: Type.Optional(
    Type.Union([Uuid, Blank, Type.Null()], {
      errorMessage: 'firstStoryId must be a story id (a UUID), or empty for none.',
    }),
  ),
})
export type CharacterFields = Static<typeof CharacterFields>

/**
 * POST /api/characters. Ours: `id`, chosen by the client, so a create sent again (a lost answer,
 * the outbox replaying) answers the character already made (200) instead of a second one.
 */
export const CharacterCreate = Type.Object({
  id: Type.Optional(
    Type.String({ format: 'uuid', maxLength: 36, errorMessage: 'id must be a character id (a UUID).' }),
  ),
  ...CharacterFields.properties,
})
export type CharacterCreate = Static<typeof CharacterCreate>

/** POST /api/upload/character-image: the picture in the multipart field `image`. */
export const CharacterImageUpload = Type.Object({
  image: FilePart('The image', 'JPEG, PNG or WebP; re-encoded within 800×800, metadata (EXIF, GPS) removed.', {
    storage: 'memory',
    maxBytes: FORM_FILE_MAX_BYTES,
    accept: IMAGE_ACCEPT,
  }),
})

/** Where the uploaded picture is served; send it as a character's image_url. */
export const CharacterImage = Type.Object({ url: MediaUrl })
export type CharacterImage = Static<typeof CharacterImage>
