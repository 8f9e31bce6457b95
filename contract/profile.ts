// The reader profile's calls (issue 60): pairing devices, and the changes they exchange. Each
// element travels as { kind, key, clock, deleted, value? }; the value's shape depends on the kind.
import { Type, type Static, type TSchema } from 'typebox'
import { IsoDate, Uuid } from './common.ts'
import { STANDALONE_TARGET } from './limits.ts'
import {
  HIGHLIGHT_COLOURS,
  PROFILE_CHANGES_MAX,
  SETTING_KEYS,
  type HighlightColour,
  type ProfileKind,
} from './profile-kinds.ts'

/** `icp_` and 43 base64url characters (32 random bytes): what a linked device sends as its bearer token. */
export const DEVICE_SECRET_PATTERN = '^icp_[A-Za-z0-9_-]{43}$'
/** 22 base64url characters (16 random bytes): the one-time secret of a pairing link. */
export const PAIRING_SECRET_PATTERN = '^[A-Za-z0-9_-]{22}$'

const Clock = Type.String({
  pattern: '^\\d{13}\\.\\d{4}\\.[0-9a-f]{16}$',
  errorMessage: 'clock must be a profile clock: 13 digits, ".", 4 digits, ".", 16 hex digits.',
})
const Count = Type.Number({ minimum: 0, maximum: 1e9 })
const WholeCount = Type.Integer({ minimum: 0, maximum: 1e9 })
const StoryKey = Type.String({ format: 'uuid', maxLength: 36, errorMessage: 'key must be a story id (a UUID).' })

const keyed = <K extends ProfileKind, Key extends TSchema, V extends TSchema>(kind: K, key: Key, value: V) =>
  Type.Object(
    { kind: Type.Literal(kind), key, clock: Clock, deleted: Type.Boolean(), value: Type.Optional(value) },
    { additionalProperties: false },
  )

const Run = Type.Integer({ minimum: 0, maximum: 1e6 })

export const ProfileChange = Type.Union(
  [
    keyed('favourite', StoryKey, Type.Object({ createdAt: IsoDate })),
    keyed(
      'follow',
      Type.Union([Uuid, Type.Literal(STANDALONE_TARGET)], {
        errorMessage: `key must be a series id (a UUID) or "${STANDALONE_TARGET}".`,
      }),
      Type.Object({ followedAt: IsoDate }),
    ),
    keyed('bookmark', StoryKey, Type.Object({ position: Count, chapterIndex: WholeCount, timestamp: Count })),
    keyed(
      'readingPlace',
      StoryKey,
      Type.Object({
        run: Run,
        position: Type.Number({ minimum: 0, maximum: 100 }),
        chapterIndex: WholeCount,
        scrollTop: Count,
      }),
    ),
    keyed(
      'listeningPlace',
      StoryKey,
      Type.Object({
        run: Run,
        position: Count,
        duration: Count,
        speed: Type.Optional(Type.Number({ minimum: 0.25, maximum: 4 })),
      }),
    ),
    keyed(
      'setting',
      Type.Unsafe<string>({
        type: 'string',
        enum: [...SETTING_KEYS],
        errorMessage: 'key must be one of the profile settings (reading.fontSize, audio.playbackSpeed, …).',
      }),
      Type.Union([Type.Number(), Type.Boolean(), Type.String({ maxLength: 40 })]),
    ),
    keyed(
      'annotation',
      Type.String({ format: 'uuid', maxLength: 36, errorMessage: 'key must be an annotation id (a UUID).' }),
      Type.Object({
        storyId: Uuid,
        colour: Type.Unsafe<HighlightColour>({
          type: 'string',
          enum: [...HIGHLIGHT_COLOURS],
          errorMessage: `colour must be one of ${HIGHLIGHT_COLOURS.join(', ')}.`,
        }),
        // Counted by the device as a person counts (2,000 characters); here only as a bound on size.
        note: Type.String({ maxLength: 8000 }),
        selector: Type.Object({
          exact: Type.String({ minLength: 1, maxLength: 4000 }),
          prefix: Type.String({ maxLength: 200 }),
          suffix: Type.String({ maxLength: 200 }),
          block: WholeCount,
          offset: WholeCount,
        }),
        createdAt: IsoDate,
        updatedAt: IsoDate,
      }),
    ),
  ],
  {
    errorMessage:
      'Each change must be { kind, key, clock, deleted, value } with kind one of favourite, follow, bookmark, readingPlace, listeningPlace, setting, annotation, and its value shaped for that kind.',
  },
)

const ServerTime = Type.Number({ description: "The server's clock (ms since 1970), to align the device's clock." })

/** POST /api/profile/pairings. `deviceSecret` only when the device was not linked: it becomes this device's secret. */
export const PairingStarted = Type.Object({
  pairingSecret: Type.String(),
  expiresAt: IsoDate,
  deviceSecret: Type.Optional(Type.String()),
  serverTime: ServerTime,
})

export const PairingRedeem = Type.Object({
  pairingSecret: Type.String({
    minLength: 1,
    maxLength: 100,
    errorMessage: 'pairingSecret must be the secret of a pairing link.',
  }),
})

export const PairingRedeemed = Type.Object({ deviceSecret: Type.String(), serverTime: ServerTime })

/** GET /api/profile: linked (how many devices, when each joined) or still waiting for the other device. */
export const ProfileState = Type.Union([
  Type.Object({
    state: Type.Literal('linked'),
    devices: Type.Array(Type.Object({ joinedAt: IsoDate, thisDevice: Type.Boolean() })),
    serverTime: ServerTime,
  }),
  Type.Object({ state: Type.Literal('waiting'), expiresAt: IsoDate, serverTime: ServerTime }),
])
export type ProfileState = Static<typeof ProfileState>

export const ProfileChangesQuery = Type.Object({
  since: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^([0-9a-f]{1,32}\\.)?\\d{1,15}$',
      errorMessage: 'since must be a cursor this server gave ([history.]number).',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PROFILE_CHANGES_MAX,
      errorMessage: `limit must be a whole number from 1 to ${PROFILE_CHANGES_MAX}.`,
    }),
  ),
})

export const ProfileChangesPage = Type.Object({
  cursor: Type.String(),
  hasMore: Type.Boolean(),
  serverTime: ServerTime,
  changes: Type.Array(ProfileChange),
})

export const ProfileChangesPush = Type.Object({
  changes: Type.Array(ProfileChange, {
    maxItems: PROFILE_CHANGES_MAX,
    errorMessage: `changes must be a list of at most ${PROFILE_CHANGES_MAX} profile changes.`,
  }),
})

/** What the server holds for each key sent: the winner, which may be another device's. */
export const ProfileChangesHeld = Type.Object({ serverTime: ServerTime, held: Type.Array(ProfileChange) })
