// Web Push: the subscription a browser hands us, and the payload the worker receives.
import { Type, type Static } from 'typebox'
import { IsoDate, USER_ID_MAX, Uuid } from './common.ts'
import { PUSH_FOLLOWS_MAX, STANDALONE_TARGET } from './limits.ts'

/** Every publish, or only those of the series (and standalone stories) the subscription follows. */
export const PushWants = Type.Union([Type.Literal('everything'), Type.Literal('followed')], {
  errorMessage: 'wants must be "everything" or "followed".',
})
export type PushWants = Static<typeof PushWants>

/** What a subscription can follow: a series by its id, or the stories of no series. */
export const PushTarget = Type.Union([Uuid, Type.Literal(STANDALONE_TARGET)], {
  errorMessage: `Each followed target must be a series id (a UUID) or "${STANDALONE_TARGET}".`,
})

/** The whole set a subscription follows: sent whole, so a replay gives the same set. */
export const PushFollowList = Type.Array(PushTarget, {
  maxItems: PUSH_FOLLOWS_MAX,
  uniqueItems: true,
  errorMessage: `follows must be a list of at most ${PUSH_FOLLOWS_MAX} targets (series ids or "${STANDALONE_TARGET}"), each named once.`,
})

export const PushSubscription = Type.Object({
  id: Uuid,
  endpoint: Type.String(),
  p256dhKey: Type.String(),
  authKey: Type.String(),
  userId: Type.String(),
  userAgent: Type.String(),
  isActive: Type.Boolean(),
  createdAt: IsoDate,
  wants: PushWants,
  /** Sorted. */
  follows: Type.Array(Type.String()),
})
export type PushSubscription = Static<typeof PushSubscription>

const Base64Url = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_\\-+/=]*$' })

export const PushSubscriptionSave = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 1024 }),
  p256dhKey: Base64Url,
  authKey: Base64Url,
  userAgent: Type.Optional(Type.String({ maxLength: 512 })),
  userId: Type.Optional(Type.String({ maxLength: USER_ID_MAX })),
  /** Given: replaces what the subscription wanted. Absent: a new one wants everything, a saved one keeps its own. */
  wants: Type.Optional(PushWants),
  /** Given: replaces what the subscription followed. Absent: a new one follows nothing, a saved one keeps its own. */
  follows: Type.Optional(PushFollowList),
})
export type PushSubscriptionSave = Static<typeof PushSubscriptionSave>

export const PushSubscriptionRemove = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: 1024 }) })

/** PUT /api/push-subscriptions/follows: the whole choice of one subscription, replacing what it had. */
export const PushFollowsSave = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 1024 }),
  wants: PushWants,
  follows: PushFollowList,
})
export type PushFollowsSave = Static<typeof PushFollowsSave>

/** What a subscription wants and follows (follows sorted), as the server now holds it. */
export const PushFollows = Type.Object({ wants: PushWants, follows: Type.Array(Type.String()) })
export type PushFollows = Static<typeof PushFollows>

export const PushPublicKey = Type.Object({ publicKey: Type.String() })

export const PushPayload = Type.Object({
  type: Type.Literal('story'),
  id: Uuid,
  title: Type.String(),
  body: Type.String(),
  url: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
})
export type PushPayload = Static<typeof PushPayload>
