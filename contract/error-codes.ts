// Every code the server answers an error with: a closed list, the contract's. Apart from the
// TypeBox schema that makes it part of /api/docs (error.ts), so the app and the worker can check a
// code without loading TypeBox; api/errors.ts cannot define a code that is not listed here.
export const ERROR_CODES = [
  // Any request
  'BAD_REQUEST',
  'BAD_INPUT',
  'NOT_FOUND',
  'TOO_LARGE',
  'INTERNAL',
  // Admin access
  'UNAUTHORIZED',
  'INVALID_PASSWORD',
  'TOO_MANY_ATTEMPTS',
  'CROSS_SITE_REQUEST',
  // Not (or no longer) on the server
  'STORY_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'NO_BACKGROUND_MUSIC',
  'BACKGROUND_MUSIC_NOT_FOUND',
  'ALBUM_NOT_FOUND',
  'TRACK_NOT_FOUND',
  'CHARACTER_NOT_FOUND',
  'LINK_NOT_FOUND',
  'PUSH_SUBSCRIPTION_NOT_FOUND',
  // Reader profiles: a pairing link that cannot be used, a device secret that opens nothing
  'PAIRING_INVALID',
  'PROFILE_UNKNOWN',
  'PROFILE_FULL',
  'UPLOAD_TOKEN_INVALID',
  'MEDIA_MISSING',
  // A form or a file that cannot be used
  'MISSING_INFORMATION',
  'CONTENT_REQUIRED',
  'COMMENT_EMPTY',
  'IMAGE_REQUIRED',
  'AUDIO_REQUIRED',
  'INVALID_IMAGE',
  'BROKEN_IMAGE',
  'STORY_FILE_TYPE',
  'PDF_NOT_SUPPORTED',
  'BAD_DOCX',
  'AUDIO_TYPE',
  'AUDIO_UNREADABLE',
  'BAD_MULTIPART',
  'ALBUM_TITLE_TAKEN',
  'URL_NOT_ALLOWED',
  'PUSH_ENDPOINT_NOT_ALLOWED',
  'RANGE_NOT_SATISFIABLE',
  // A story already released cannot be scheduled or taken back to a draft
  'STORY_ALREADY_PUBLISHED',
  // The device's cursor belongs to another copy of the server's data (a restore, or a new database)
  'CURSOR_AHEAD',
  // Asked to wait
  'TOO_MANY_COMMENTS',
  'TOO_MANY_WARMUPS',
  'TOO_MANY_PAIRINGS',
  'TOO_MANY_CHANGES',
  // Our own 5xx: a source we fetch from failed
  'UPSTREAM_FAILED',
] as const

/** A code the server sent is one of ours (an unknown one is treated as a bare HTTP status). */
export const isErrorCode = (code: unknown): code is (typeof ERROR_CODES)[number] =>
  (ERROR_CODES as readonly unknown[]).includes(code)
