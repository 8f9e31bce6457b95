// Story and series: the wire shapes of stories.md §3, plus what the cover call answers.
import { Type, type Static } from 'typebox'
import { IsoDate, MediaUrl, Nullable, Uuid } from './common.ts'

export const StoryCategory = Type.Union([Type.Literal('series'), Type.Literal('standalone')])
export type StoryCategory = Static<typeof StoryCategory>

export const Story = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Type.String(),
  content: Type.String(),
  category: StoryCategory,
  seriesId: Nullable(Uuid),
  seriesTitle: Nullable(Type.String()),
  seasonNumber: Nullable(Type.Integer({ minimum: 1 })),
  episodeNumber: Nullable(Type.Integer({ minimum: 1 })),
  readTime: Type.String(),
  /** A media URL, or null when the story has no cover. */
  coverImageUrl: Nullable(MediaUrl),
  coverThumbnailUrl: Nullable(MediaUrl),
  audioFileUrl: Nullable(MediaUrl),
  audioUrl: Nullable(MediaUrl),
  audioDuration: Nullable(Type.Number({ minimum: 0 })),
  isFeatured: Type.Boolean(),
  likes: Type.Integer({ minimum: 0 }),
  dislikes: Type.Integer({ minimum: 0 }),
  shares: Type.Integer({ minimum: 0 }),
  wordCount: Type.Integer({ minimum: 0 }),
  /** How many comments the story has; changes to it reach clients through sync. */
  commentCount: Type.Integer({ minimum: 0 }),
  createdAt: IsoDate,
  updatedAt: IsoDate,
})
export type Story = Static<typeof Story>

/** Lists and sync carry everything but the text; the reader fetches content by id. */
export const StorySummary = Type.Omit(Story, ['content'])
export type StorySummary = Static<typeof StorySummary>

export const StoryListQuery = Type.Object({
  featured: Type.Optional(Type.Literal('true')),
  category: Type.Optional(StoryCategory),
  recent: Type.Optional(Type.Literal('true')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
})
export type StoryListQuery = Static<typeof StoryListQuery>

export const StoryCover = Type.Object({
  coverImageUrl: Nullable(MediaUrl),
  coverThumbnailUrl: Nullable(MediaUrl),
})

export const Series = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Type.String(),
  totalSeasons: Type.Integer({ minimum: 1 }),
  totalStories: Type.Integer({ minimum: 0 }),
  coverImageUrl: Nullable(MediaUrl),
  createdAt: IsoDate,
})
export type Series = Static<typeof Series>
