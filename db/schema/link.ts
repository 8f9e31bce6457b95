// Curated links (hub.md §3) with the preview fields a fetch of the page fills in.
import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, Uuid } from './common.ts'

export const Link = Type.Object({
  id: Uuid,
  title: Type.String(),
  url: Type.String(),
  description: Nullable(Type.String()),
  ogTitle: Nullable(Type.String()),
  ogDescription: Nullable(Type.String()),
  ogImage: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  createdAt: IsoDate,
})
export type Link = Static<typeof Link>
