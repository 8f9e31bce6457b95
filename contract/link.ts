// Curated links with the preview fields a fetch of the page fills in, and the admin's
// add and reorder bodies.
import { Type, type Static } from 'typebox'
import { DESCRIPTION_MAX, IsoDate, Nullable, RequiredText, TITLE_MAX, URL_MAX, Uuid } from './common.ts'

export const Link = Type.Object({
  id: Uuid,
  title: Type.String(),
  url: Type.String(),
  description: Nullable(Type.String()),
  ogTitle: Nullable(Type.String()),
  ogDescription: Nullable(Type.String()),
  /** The page's preview picture, re-hosted here (/api/media/...); never the page's own address. */
  ogImage: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  createdAt: IsoDate,
})
export type Link = Static<typeof Link>

const BOTH = 'Please enter both title and URL'

/**
 * POST /api/links. Ours: `id`, chosen by the client, so an add sent again answers the link already
 * made (200). The url must be an absolute http:// or https:// address (checked by the server).
 */
export const LinkCreate = Type.Object({
  id: Type.Optional(Type.String({ format: 'uuid', maxLength: 36, errorMessage: 'id must be a link id (a UUID).' })),
  /** Not blank; kept as written. */
  title: RequiredText('Title', TITLE_MAX, `${BOTH}: Title is required (at most ${TITLE_MAX} characters).`),
  url: RequiredText('URL', URL_MAX, `${BOTH}: URL is required (at most ${URL_MAX} characters).`),
  /** Kept exactly as written; blank or null: none. */
  description: Type.Optional(Nullable(Type.String({ maxLength: DESCRIPTION_MAX, title: 'Description' }))),
})
export type LinkCreate = Static<typeof LinkCreate>

export const LINKS_REORDER_MAX = 1000

/** PUT /api/links/reorder: each link's new place; links not listed keep theirs. */
export const LinkReorder = Type.Array(
  Type.Object({
    id: Uuid,
    sortOrder: Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      errorMessage: 'sortOrder must be a whole number from 0.',
    }),
  }),
  {
    maxItems: LINKS_REORDER_MAX,
    title: 'Reorder',
    errorMessage: `Send an array of at most ${LINKS_REORDER_MAX} { id, sortOrder } entries.`,
  },
)
export type LinkReorder = Static<typeof LinkReorder>
