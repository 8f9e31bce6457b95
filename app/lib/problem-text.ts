// The sentence a person reads for a Problem (client/api-error.ts), keyed by its code: every
// code of the contract (ERROR_CODES) and the client's own has its entry, so a code added without
// wording fails the typecheck. A 5xx says the server had a problem; no answer says offline or
// unreachable; a refusal (4xx) is the server's own sentence, already actionable, when it sent
// one. What happens next depends on the situation: a write is kept on this device and tried again.
import type { ClientErrorCode, Problem } from '../../client/api-error.ts'
import type { DownloadFailureCode } from '../../contract/sw-messages.ts'

/** write: a change waiting on this device (the outbox); request: the person tries again. */
export type Situation = 'write' | 'request'

type Wording = (problem: Problem, situation: Situation) => string

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

const KEPT = 'Your change is kept on this device and will be tried again.'
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.'

const serverProblem: Wording = (_, situation) =>
  `The server had a problem. ${situation === 'write' ? KEPT : 'Please try again later.'}`

/** The server's sentence when it sent one (a refusal it words for a person), else ours. */
const said =
  (ours: string): Wording =>
  ({ message }) =>
    sentence(message.trim() || ours)
/** Ours even when the server said something: its words are not for a person here. */
const ours =
  (text: string): Wording =>
  () =>
    text

const BY_CODE: Record<ClientErrorCode, Wording> = {
  OFFLINE: (_, situation) =>
    situation === 'write'
      ? 'This device is offline. Your change is kept on this device and will be sent when you are back online.'
      : 'This device is offline. Try again when you are back online.',
  NETWORK: (_, situation) => (situation === 'write' ? `The server could not be reached. ${KEPT}` : UNREACHABLE),
  // Status 0: not the server's failure but this device's (a fault in the app).
  INTERNAL: (_, situation) =>
    situation === 'write' ? `Something went wrong on this device. ${KEPT}` : 'Something went wrong. Please try again.',
  // An answer that is not the server's own (a proxy's, say): only its status tells.
  HTTP_ERROR: ({ status }, situation) =>
    status === 408 || status === 429
      ? `The server is busy. ${situation === 'write' ? KEPT : 'Please try again later.'}`
      : `The server refused this (error ${status}).`,
  UPSTREAM_FAILED: serverProblem,

  BAD_REQUEST: ours('The server could not read what the app sent. Reload the app and try again.'),
  BAD_INPUT: said('Something in this form is not accepted. Check it and try again.'),
  NOT_FOUND: ours('This is not on the server (any more). Reload the app and try again.'),
  TOO_LARGE: said('This is too large for the server.'),
  UNAUTHORIZED: ours('Admin access required: sign in as the admin again, then try again.'),
  INVALID_PASSWORD: said('Invalid admin password. Please try again.'),
  TOO_MANY_ATTEMPTS: said('Too many failed admin password attempts. Try again later.'),
  CROSS_SITE_REQUEST: said('This change was sent from another website, so it was refused.'),

  STORY_NOT_FOUND: ours('This story is no longer on the server.'),
  COMMENT_NOT_FOUND: ours('This comment is no longer on the server.'),
  PUSH_SUBSCRIPTION_NOT_FOUND: ours(
    'This browser’s notifications are no longer on the server. Turn them off and on again.',
  ),
  NO_BACKGROUND_MUSIC: said('No background music has been uploaded yet.'),
  BACKGROUND_MUSIC_NOT_FOUND: ours('This background music is no longer on the server.'),
  ALBUM_NOT_FOUND: ours('This album is no longer on the server.'),
  TRACK_NOT_FOUND: ours('This track is no longer on the server.'),
  CHARACTER_NOT_FOUND: ours('This character is no longer on the server.'),
  LINK_NOT_FOUND: said('This link is no longer on the server.'),
  UPLOAD_TOKEN_INVALID: said('The upload address expired. Try the upload again.'),
  MEDIA_MISSING: said('A file this needs is no longer on the server. Upload it again.'),
  PAIRING_INVALID: ours(
    'This link cannot be used: it was used already, or it is more than 10 minutes old. On the other device, choose Link a device again and use the new link.',
  ),
  // Never shown as a refusal: the device learns it is no longer linked (app/profile).
  PROFILE_UNKNOWN: ours('This device is no longer linked to your other devices.'),
  PROFILE_FULL: said('Your reader profile is full. Delete some highlights or notes and try again.'),

  MISSING_INFORMATION: said('Please select a file and enter a title.'),
  CONTENT_REQUIRED: said('Please upload a story file or write its text.'),
  COMMENT_EMPTY: said('Comment content cannot be empty.'),
  IMAGE_REQUIRED: said('Please choose a picture.'),
  AUDIO_REQUIRED: said('Please select an audio file.'),
  INVALID_IMAGE: said('Please select a JPEG, PNG or WebP picture.'),
  BROKEN_IMAGE: said('The picture could not be read. Try another file.'),
  STORY_FILE_TYPE: said('Story files must be .txt, .md or .docx.'),
  PDF_NOT_SUPPORTED: said('PDF story files are not supported.'),
  BAD_DOCX: said('The Word document could not be read.'),
  AUDIO_TYPE: said('That file is not audio the app can play.'),
  AUDIO_UNREADABLE: said('That audio file could not be read. Try another file.'),
  BAD_MULTIPART: said('The upload could not be read. Try again.'),
  ALBUM_TITLE_TAKEN: said('Another album already has this title. Choose another.'),
  URL_NOT_ALLOWED: said('This address is not allowed.'),
  PUSH_ENDPOINT_NOT_ALLOWED: said("This browser's push service is not one the server knows."),
  RANGE_NOT_SATISFIABLE: said('The requested part of the file is outside it.'),
  STORY_ALREADY_PUBLISHED: ours('This story is already published: readers have it, so it cannot be scheduled again.'),
  // Never shown: the sync starts again from the beginning (app/sync/pull.ts).
  CURSOR_AHEAD: ours('The server was restored from an older copy. The app syncs again from the start.'),

  // The server's sentence says how long until it is tried (and, for a comment, sent) again.
  TOO_MANY_COMMENTS: said('You are posting comments too quickly. Your comment will be sent in a moment.'),
  TOO_MANY_WARMUPS: said('Too many audio cache warm-ups. Try again later.'),
  TOO_MANY_PAIRINGS: said('Too many device links were asked for. Try again later.'),
  TOO_MANY_CHANGES: said('Too many changes were sent at once. They will be sent again in a moment.'),
}

/** The one sentence for any problem; any 5xx is the server's problem, whatever its code. */
export function problemText(problem: Problem, situation: Situation = 'write'): string {
  if (problem.status >= 500) return serverProblem(problem, situation)
  return BY_CODE[problem.code](problem, situation)
}

const BY_DOWNLOAD_FAILURE: Record<DownloadFailureCode, (status?: number) => string> = {
  cancelled: () => 'Download cancelled.',
  'not-downloadable': () => 'This audio cannot be downloaded.',
  gone: () => 'This audio is no longer on the server.',
  partial: () => 'The server did not send the whole file. Try again later.',
  incomplete: () => 'The download was cut short. Try again.',
  network: () => 'The connection was lost. Check that you are online and try again.',
  quota: () => 'There is not enough storage space on this device. Remove some downloads and try again.',
  storage: () => 'The audio could not be saved on this device.',
  server: (status) => `The server could not send this audio (error ${status ?? 0}). Try again later.`,
}

/** Why the worker could not keep an audio file (AUDIO_DOWNLOAD_FAILED). A worker older than this
 * page (mid-update) sent no code: it is worded as a failure to save. */
export const downloadFailureText = ({ code, status }: { code: DownloadFailureCode; status?: number }): string =>
  ((BY_DOWNLOAD_FAILURE[code] as ((status?: number) => string) | undefined) ?? BY_DOWNLOAD_FAILURE.storage)(status)
