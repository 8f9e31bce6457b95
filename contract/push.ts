// Web Push: the subscription a browser hands us, and the payload the worker receives.
import { Type, type Static } from 'typebox'
import { IsoDate, USER_ID_MAX, Uuid } from './common.ts'

export const PushSubscription = Type.Object({
  id: Uuid,
  endpoint: Type.String(),
  p256dhKey: Type.String(),
  authKey: Type.String(),
  userId: Type.String(),
  userAgent: Type.String(),
  isActive: Type.Boolean(),
  createdAt: IsoDate,
})
export type PushSubscription = Static<typeof PushSubscription>

const Base64Url = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_\\-+/=]*$' })

export const PushSubscriptionSave = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 1024 }),
  p256dhKey: Base64Url,
  authKey: Base64Url,
  userAgent: Type.Optional(Type.String({ maxLength: 512 })),
  userId: Type.Optional(Type.String({ maxLength: USER_ID_MAX })),
})
export type PushSubscriptionSave = Static<typeof PushSubscriptionSave>

export const PushSubscriptionRemove = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: 1024 }) })

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
