// GET /api/sync: a page of the server change log. Each change carries the current row (put) or
// only the id (delete); the client applies a page in one transaction and keeps the cursor.
import { Type, type Static, type TSchema } from 'typebox'
import { Uuid } from './common.ts'
import { StorySummary, Series } from './story.ts'
import { Album, BackgroundMusic, Track } from './music.ts'
import { Character } from './character.ts'
import { Link } from './link.ts'
import { SYNC_PAGE_MAX } from './limits.ts'

export { SYNC_PAGE_MAX }
export const SYNC_PAGE_DEFAULT = 200

/** Every synced table: its change type and the row it carries. */
export const SYNCED = {
  story: StorySummary,
  series: Series,
  album: Album,
  track: Track,
  character: Character,
  link: Link,
  backgroundMusic: BackgroundMusic,
} as const
export type SyncType = keyof typeof SYNCED
export const SYNC_TYPES = Object.keys(SYNCED) as SyncType[]

const put = <K extends string, T extends TSchema>(type: K, data: T) =>
  Type.Object({ type: Type.Literal(type), op: Type.Literal('put'), id: Uuid, data })

export const SyncChange = Type.Union([
  put('story', StorySummary),
  put('series', Series),
  put('album', Album),
  put('track', Track),
  put('character', Character),
  put('link', Link),
  put('backgroundMusic', BackgroundMusic),
  Type.Object({
    type: Type.Union([
      Type.Literal('story'),
      Type.Literal('series'),
      Type.Literal('album'),
      Type.Literal('track'),
      Type.Literal('character'),
      Type.Literal('link'),
      Type.Literal('backgroundMusic'),
    ]),
    op: Type.Literal('delete'),
    id: Uuid,
  }),
])
export type SyncChange = Static<typeof SyncChange>

export const SyncQuery = Type.Object({
  /** A cursor: `[history.]seq[a]` (db/server/history.ts; `a`: the admin's view). */
  since: Type.Optional(Type.String({ pattern: '^([0-9a-f]{12}[.])?[0-9]{1,15}a?$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SYNC_PAGE_MAX })),
})

export const SyncPage = Type.Object({
  /** Opaque to clients: send it back as `since` for the next page. */
  cursor: Type.String(),
  hasMore: Type.Boolean(),
  changes: Type.Array(SyncChange),
})
export type SyncPage = Static<typeof SyncPage>
