// Story and series: their wire shapes, plus what the cover call answers.
import { Type, type Static } from 'typebox'
import {
  Blank,
  CONTENT_MAX_CHARS,
  DESCRIPTION_MAX,
  FilePart,
  FormNumber,
  IsoDate,
  MediaUrl,
  Nullable,
  TITLE_MAX,
  Uuid,
} from './common.ts'
import { IMAGE_ACCEPT, STORY_FILE_ACCEPT } from './file-accept.ts'
import { FORM_FILE_MAX_BYTES } from './limits.ts'
import { TIMING_KINDS, TIMINGS_ACCEPT, TIMINGS_MAX_BYTES } from '../story-text/webvtt.ts'
import { PICTURE_MAX_BYTES } from '../story-text/story-pictures.ts'

export const StoryCategory = Type.Union([Type.Literal('series'), Type.Literal('standalone')])
export type StoryCategory = Static<typeof StoryCategory>

export const StoryStatus = Type.Union([Type.Literal('published'), Type.Literal('scheduled'), Type.Literal('draft')])
export type StoryStatus = Static<typeof StoryStatus>

export const Timing = Type.Object({
  kind: Type.Union([Type.Literal('captions'), Type.Literal('chapters')]),
  url: MediaUrl,
})
export type Timing = Static<typeof Timing>

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
  /** Ours: the narration's WebVTT files (story-text/webvtt.ts), at most one of each kind. */
  timings: Type.Array(Timing, { maxItems: TIMING_KINDS.length }),
  isFeatured: Type.Boolean(),
  likes: Type.Integer({ minimum: 0 }),
  dislikes: Type.Integer({ minimum: 0 }),
  shares: Type.Integer({ minimum: 0 }),
  wordCount: Type.Integer({ minimum: 0 }),
  /** How many comments the story has; changes to it reach clients through sync. */
  commentCount: Type.Integer({ minimum: 0 }),
  /** Released to readers when it was made, or on a set hour; a reader only ever meets a published story. */
  createdAt: IsoDate,
  updatedAt: IsoDate,
  /** Ours (issue 61): published; scheduled for `publishAt`; or a draft only the admin sees. */
  status: StoryStatus,
  /** When it was released (its createdAt) or will be; null for a draft. */
  publishAt: Nullable(IsoDate),
})
export type Story = Static<typeof Story>

/** Lists and sync carry everything but the text; the reader fetches content by id. */
export const StorySummary = Type.Omit(Story, ['content'])
export type StorySummary = Static<typeof StorySummary>

export const STORY_PAGE_DEFAULT = 50
export const STORY_PAGE_MAX = 100

/**
 * GET /api/stories: the spec's filters, plus our paging. A list answers at most `limit` stories
 * (50 unless asked, at most 100; recent=true answers 6 unless asked); when more follow, the answer's
 * `Link` header (rel="next") carries the `cursor` of the next page. A search answers its best
 * `limit` matches and has no further pages.
 */
export const StoryListQuery = Type.Object({
  featured: Type.Optional(Type.Literal('true')),
  category: Type.Optional(StoryCategory),
  recent: Type.Optional(Type.Literal('true')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: STORY_PAGE_MAX })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  cursor: Type.Optional(Type.String({ maxLength: 300 })),
})
export type StoryListQuery = Static<typeof StoryListQuery>

/** Ours: the texts of up to STORY_TEXT_BATCH stories in one call, for the background prefetch. */
import { STORY_TEXT_BATCH } from './limits.ts'
export { STORY_TEXT_BATCH }
export const StoryTextsQuery = Type.Object({
  ids: Type.String({
    pattern: `^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,${STORY_TEXT_BATCH - 1}}$`,
    errorMessage: `ids must be 1 to ${STORY_TEXT_BATCH} story ids (UUIDs), separated by commas.`,
  }),
})
export const StoryText = Type.Object({ id: Uuid, content: Type.String(), updatedAt: IsoDate })
export type StoryText = Static<typeof StoryText>

/** A release time as the form sends it: ISO 8601 with seconds optional and its offset (or Z). */
const PUBLISH_AT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$'

/** true/false/1/0, or what HTML checkboxes and people send (on/off, yes/no); blank is false. */
const FormFlag = (name: string) =>
  Type.Union([Type.Boolean(), Blank, ...['on', 'off', 'yes', 'no'].map((word) => Type.Literal(word))], {
    errorMessage: `${name} must be true or false.`,
  })

/**
 * The text fields of POST/PUT /api/stories, as multipart form fields or the same
 * names in a JSON object. Every field is optional here; which ones a new story needs is a rule of
 * the publisher. `errorMessage` is what a person reads when a value does not fit.
 */
export const StoryFormFields = Type.Object({
  /**
   * Ours: the story's id, chosen by the client, so a publish sent again (a lost answer, the outbox
   * replaying) answers the story already made instead of a second one. Ignored on edit.
   */
  id: Type.Optional(Type.Union([Uuid, Blank], { errorMessage: 'id must be a story id (a UUID).' })),
  title: Type.Optional(Type.String({ maxLength: TITLE_MAX, title: 'Title' })),
  description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX, title: 'Description' })),
  content: Type.Optional(Type.String({ maxLength: CONTENT_MAX_CHARS, title: 'The story text' })),
  category: Type.Optional(
    Type.Union([StoryCategory, Blank], { errorMessage: 'Category must be "series" or "standalone".' }),
  ),
  seriesId: Type.Optional(Type.Union([Uuid, Blank], { errorMessage: 'seriesId must be a series id (a UUID).' })),
  /** Sent by the spec's form; the stored series title always comes from the series itself. */
  seriesTitle: Type.Optional(Type.String({ maxLength: TITLE_MAX, title: 'Series title' })),
  seasonNumber: Type.Optional(
    FormNumber({ minimum: 1, maximum: 100, multipleOf: 1 }, 'Season number must be a whole number from 1 to 100.'),
  ),
  episodeNumber: Type.Optional(
    FormNumber(
      { minimum: 1, maximum: 10_000, multipleOf: 1 },
      'Episode number must be a whole number from 1 to 10000.',
    ),
  ),
  readTime: Type.Optional(
    Type.String({
      maxLength: 20,
      pattern: '^[\\p{L}\\p{N} .:-]{0,20}$',
      errorMessage: 'Read time must be short text such as "3min" (letters, digits and spaces, at most 20).',
    }),
  ),
  isFeatured: Type.Optional(FormFlag('isFeatured')),
  audioFileUrl: Type.Optional(Type.String({ maxLength: 4096, title: 'audioFileUrl' })),
  audioUrl: Type.Optional(Type.String({ maxLength: 2048, errorMessage: 'The audio link must be an http(s) URL.' })),
  audioDuration: Type.Optional(FormNumber({ minimum: 0, maximum: 1e7 }, 'audioDuration must be a number of seconds.')),
  /** Ours: publish without the push to subscribed readers. */
  silent: Type.Optional(FormFlag('silent')),
  /**
   * Ours (issue 61): release the story at this instant, ISO 8601 with its offset, at most a year
   * ahead; absent, blank (JSON null) or past: now. On edit, absent leaves the hour as it is.
   */
  publishAt: Type.Optional(
    Type.Union([Type.String({ pattern: PUBLISH_AT_PATTERN }), Blank], {
      errorMessage: 'publishAt must be a date and time with its offset, such as 2026-06-13T18:00:00+02:00.',
    }),
  ),
  /** Ours, on edit: back to a draft the admin keeps, released only when scheduled again. */
  unschedule: Type.Optional(FormFlag('unschedule')),
  /** Ours, on edit: the story keeps no cover (a cover sent with it wins). */
  removeCover: Type.Optional(FormFlag('removeCover')),
  /** Ours, on edit: the story keeps no captions, or no chapters (a file sent with it wins). */
  removeCaptions: Type.Optional(FormFlag('removeCaptions')),
  removeChapters: Type.Optional(FormFlag('removeChapters')),
})
export type StoryFormFields = Static<typeof StoryFormFields>

/** A narration timings file of the form (story-text/webvtt.ts checks what is in it). */
const timingsFile = (title: string, cues: string) =>
  Type.Optional(
    FilePart(title, `WebVTT (.vtt): ${cues}`, {
      storage: 'memory',
      maxBytes: TIMINGS_MAX_BYTES,
      accept: TIMINGS_ACCEPT,
    }),
  )

/** The whole story form: its text fields and its optional files (cover, story file, timings). */
export const StoryForm = Type.Object({
  ...StoryFormFields.properties,
  coverImage: Type.Optional(
    FilePart(
      'The cover image',
      'JPEG, PNG or WebP; re-encoded to at most 400×600 with a 200×300 thumbnail, metadata removed.',
      { storage: 'memory', maxBytes: FORM_FILE_MAX_BYTES, accept: IMAGE_ACCEPT },
    ),
  ),
  storyFile: Type.Optional(
    FilePart('The story file', '.txt, .md or .docx; its text becomes the story content.', {
      storage: 'memory',
      maxBytes: FORM_FILE_MAX_BYTES,
      accept: STORY_FILE_ACCEPT,
    }),
  ),
  captionsFile: timingsFile('Narration captions', 'each cue the words the narration speaks then.'),
  chaptersFile: timingsFile('Narration chapters', 'each cue a chapter of the audio, named.'),
})

export const StoryPictureUpload = Type.Object({
  image: FilePart('The picture', 'JPEG, PNG or WebP; re-encoded within 800×800, metadata (EXIF, GPS) removed.', {
    storage: 'memory',
    maxBytes: PICTURE_MAX_BYTES,
    accept: IMAGE_ACCEPT,
  }),
})
/** Where a story's picture is served: its text names it as `![alt](url)`. */
export const StoryPicture = Type.Object({ url: MediaUrl })

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
