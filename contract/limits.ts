// The contract's plain constants, apart from the TypeBox schemas that use them, so the app and the
// worker can import them without loading TypeBox (the schemas stay on the server and in tests).
export const TITLE_MAX = 200
export const DESCRIPTION_MAX = 2000
export const CONTENT_MAX_CHARS = 2_000_000
export const NAME_MAX = 80
export const COMMENT_MAX = 5000
export const USER_ID_MAX = 100
/** A screen's path the page names to the service worker: longer than any first screen's (`/read/` and a UUID is 42). */
export const SCREEN_PATH_MAX_LENGTH = 200

/** A picture or a document sent in a form (a cover, a character's picture, a story file): read whole
 * into memory, so it has a small cap. Audio streams to the store under the server's MAX_AUDIO_MB. */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024

/** A size as a person reads it in a limit: "10 MB", "0.5 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`

/** POST /api/audio-cache/warmup takes at most this many links. */
export const MAX_WARMUP_URLS = 20
/** The spec's admin header. */
export const ADMIN_HEADER = 'x-admin-password'
/** An empty comment name becomes this. */
export const ANONYMOUS_NAME = 'Anonymous Reader'
/** GET /api/sync answers at most this many changes per page. */
export const SYNC_PAGE_MAX = 500
/** GET /api/story-texts answers at most this many texts per call. */
export const STORY_TEXT_BATCH = 50
/** What a push subscription follows, besides series (by id): the stories of no series. */
export const STANDALONE_TARGET = 'standalone'
/** A push subscription follows at most this many targets. */
export const PUSH_FOLLOWS_MAX = 500
/** The pairing link's path (issue 60); its secret travels in the fragment (`#k=`), never to a server. */
export const LINK_PATH = '/link'
export const PAIRING_FRAGMENT_KEY = 'k'
