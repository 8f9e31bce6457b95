// The error catalogue: every error the API answers with, its code, status and the message a
// person reads. Routes and services throw these; the error handler (plugins/error-handler.ts) shapes them.
import createError from '@fastify/error'
import type { ErrorCode } from '../contract/error.ts'

/** What a message needs to be made: one text per %s in it. */
type Placeholders<M extends string> = M extends `${string}%s${infer Rest}` ? [string, ...Placeholders<Rest>] : []

/** A code the contract does not list (ERROR_CODES) fails the typecheck here. */
const defineError = <C extends ErrorCode, M extends string>(code: C, message: M, status: number) =>
  createError<C, number, Placeholders<M>>(code, message, status)

export const Errors = {
  /** The error handler's code for what the framework refuses itself (a body that is not JSON, say). */
  BadRequest: defineError('BAD_REQUEST', '%s', 400),
  /** The error handler's answer to anything unforeseen: logged, and never said what it was. */
  Internal: defineError(
    'INTERNAL',
    'Something went wrong on our side. Please try again; if it keeps failing, tell the admin.',
    500,
  ),
  NotFound: defineError('NOT_FOUND', '%s not found', 404),
  StoryNotFound: defineError('STORY_NOT_FOUND', 'Story not found', 404),
  CommentNotFound: defineError('COMMENT_NOT_FOUND', 'Comment not found', 404),
  BadInput: defineError('BAD_INPUT', '%s', 400),
  MissingInformation: defineError(
    'MISSING_INFORMATION',
    'Missing Information: Please select a file and enter a title',
    400,
  ),
  NoBackgroundMusic: defineError(
    'NO_BACKGROUND_MUSIC',
    'No background music has been uploaded yet. An admin can upload a track to play here.',
    404,
  ),
  BackgroundMusicNotFound: defineError('BACKGROUND_MUSIC_NOT_FOUND', 'Background music not found', 404),
  AlbumNotFound: defineError('ALBUM_NOT_FOUND', 'Album not found', 404),
  TrackNotFound: defineError('TRACK_NOT_FOUND', 'Track not found', 404),
  CharacterNotFound: defineError('CHARACTER_NOT_FOUND', 'Character not found', 404),
  LinkNotFound: defineError(
    'LINK_NOT_FOUND',
    'Link not found: it may have been deleted meanwhile. Refresh the list and try again.',
    404,
  ),
  ImageRequired: defineError(
    'IMAGE_REQUIRED',
    'No image selected: please choose a JPEG, PNG or WebP picture and send it in the form field "image".',
    400,
  ),
  AudioRequired: defineError('AUDIO_REQUIRED', 'Audio file required: please select an audio file to upload.', 400),
  AlbumTitleTaken: defineError(
    'ALBUM_TITLE_TAKEN',
    'Another album is already called "%s". Choose another title, or add these tracks to that album.',
    409,
  ),
  ContentRequired: defineError(
    'CONTENT_REQUIRED',
    'Content Required: Please either upload a story file or provide content text.',
    400,
  ),
  CommentEmpty: defineError('COMMENT_EMPTY', 'Comment content cannot be empty.', 400),
  InvalidImage: defineError(
    'INVALID_IMAGE',
    'Invalid File Type: Please select a valid image file (JPEG, PNG, or WebP).',
    400,
  ),
  BrokenImage: defineError('BROKEN_IMAGE', 'The image could not be read. It may be damaged; try another file.', 400),
  StoryFileType: defineError(
    'STORY_FILE_TYPE',
    'Story files must be .txt, .md or .docx (got %s). Paste the text instead if you have another format.',
    400,
  ),
  PdfNotSupported: defineError(
    'PDF_NOT_SUPPORTED',
    'PDF story files are not supported. Upload a .docx, .txt or .md file, or paste the text.',
    400,
  ),
  BadDocx: defineError('BAD_DOCX', 'The Word document could not be read: %s', 400),
  AudioType: defineError(
    'AUDIO_TYPE',
    'That file is not audio we can play. Upload MP3, M4A, OGG, Opus, WAV, FLAC or WebM audio.',
    400,
  ),
  AudioUnreadable: defineError(
    'AUDIO_UNREADABLE',
    'Invalid File: the length of that audio file could not be read, so it may be damaged. Please select another audio file.',
    400,
  ),
  TooLarge: defineError('TOO_LARGE', '%s is too large: the limit is %s.', 413),
  BadMultipart: defineError('BAD_MULTIPART', 'The upload could not be read: %s', 400),
  PushSubscriptionNotFound: defineError(
    'PUSH_SUBSCRIPTION_NOT_FOUND',
    "This browser's push subscription is not on the server: notifications were turned off here, or the browser replaced its subscription. Turn notifications on again, then choose what to follow.",
    404,
  ),
  UploadTokenInvalid: defineError(
    'UPLOAD_TOKEN_INVALID',
    'This upload address is unknown, expired or already used. Ask for a new one.',
    404,
  ),
  Unauthorized: defineError('UNAUTHORIZED', 'Admin access required', 401),
  // Reader profiles (issue 60). One answer for every secret that opens nothing (missing, malformed,
  // unknown, unlinked, forgotten) and one for every pairing secret that cannot be used, so neither
  // tells a guesser anything.
  ProfileUnknown: defineError(
    'PROFILE_UNKNOWN',
    'This device is not linked to a reader profile. To link it, choose Link a device on a device that is linked, or start a new link here.',
    401,
  ),
  PairingInvalid: defineError(
    'PAIRING_INVALID',
    'This pairing link cannot be used: it was used already, is more than 10 minutes old, or was never given. On the other device, choose Link a device again and use the new link.',
    404,
  ),
  ProfileFull: defineError(
    'PROFILE_FULL',
    'Your reader profile holds %s elements, the most it can. Delete some highlights, notes, bookmarks or favourites, then try again.',
    413,
  ),
  CrossSiteRequest: defineError(
    'CROSS_SITE_REQUEST',
    'This change was sent from another website, so it was refused. Make it from the hub itself.',
    403,
  ),
  WrongPassword: defineError('INVALID_PASSWORD', 'Invalid admin password. Please try again.', 401),
  /** What failed (the rule's `attempts`: "admin password attempts"), then how long to wait. */
  TooManyAttempts: defineError('TOO_MANY_ATTEMPTS', 'Too many failed %s from your address. Try again in %s.', 429),
  TooManyComments: defineError(
    'TOO_MANY_COMMENTS',
    'You are posting comments too quickly. Your comment will be sent in %s.',
    429,
  ),
  TooManyPairings: defineError(
    'TOO_MANY_PAIRINGS',
    'Too many device links were started from your address. Try again in %s.',
    429,
  ),
  TooManyChanges: defineError(
    'TOO_MANY_CHANGES',
    'Your devices sent too many changes in a short time. They are kept on the device; send them again in %s.',
    429,
  ),
  TooManyWarmups: defineError(
    'TOO_MANY_WARMUPS',
    'Too many audio cache warm-ups from your address. Try again in %s.',
    429,
  ),
  MediaMissing: defineError(
    'MEDIA_MISSING',
    'A file this needs is no longer on the server (unused uploads are cleared after a while). Upload it again.',
    400,
  ),
  UrlNotAllowed: defineError('URL_NOT_ALLOWED', '%s', 400),
  UpstreamFailed: defineError('UPSTREAM_FAILED', 'The audio source could not be fetched: %s', 502),
  PushEndpointNotAllowed: defineError(
    'PUSH_ENDPOINT_NOT_ALLOWED',
    'This push endpoint does not belong to a known browser push service.',
    400,
  ),
  StoryAlreadyPublished: defineError(
    'STORY_ALREADY_PUBLISHED',
    'This story is already published: it cannot be scheduled or made a draft again. Edit it, or delete it.',
    409,
  ),
  CursorAhead: defineError(
    'CURSOR_AHEAD',
    "This device synced with another copy of this server's data (it was restored from a backup or replaced since). Sync again from the start (since=0).",
    409,
  ),
  RangeNotSatisfiable: defineError('RANGE_NOT_SATISFIABLE', 'The requested byte range is outside the file.', 416),
}

/** Marks a 429 with how long to wait; the error handler turns it into a Retry-After header. */
export function withRetryAfter<E extends Error>(error: E, ms: number): E & { retryAfterSeconds: number } {
  return Object.assign(error, { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) })
}
