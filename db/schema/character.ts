// Characters of the universe (hub.md §3). Field names follow the spec, image_url included.
import { Type, type Static } from 'typebox'
import { Faction, IsoDate, MediaUrl, Nullable, Uuid } from './common.ts'

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
  createdAt: IsoDate,
})
export type Character = Static<typeof Character>
