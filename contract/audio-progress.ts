// Where a listener stopped in a story's audio: one row per story and user, written by upsert.
import { Type, type Static } from 'typebox'
import { IsoDate, USER_ID_MAX, Uuid } from './common.ts'

export const DEFAULT_PROGRESS_USER = 'anonymous'

export const AudioProgress = Type.Object({
  id: Uuid,
  storyId: Uuid,
  userId: Type.String(),
  currentPosition: Type.Number({ minimum: 0 }),
  duration: Type.Number({ minimum: 0 }),
  lastPlayedAt: IsoDate,
})
export type AudioProgress = Static<typeof AudioProgress>

export const AudioProgressSave = Type.Object({
  storyId: Uuid,
  currentPosition: Type.Number({ minimum: 0, maximum: 1e7 }),
  duration: Type.Optional(Type.Number({ minimum: 0, maximum: 1e7 })),
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: USER_ID_MAX })),
})
export type AudioProgressSave = Static<typeof AudioProgressSave>

export const AudioProgressQuery = Type.Object({
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: USER_ID_MAX })),
})
