// Every error a person reads, worded once (stories.md §8, hub.md §8): what went wrong, by the
// situation and the API's stable code (db/client/api-error.ts), never the raw error. A call that
// never reached the server says so; a 429 passes on the server's sentence, which says how long to
// wait; a code this table does not word falls back to the spec's sentence for the situation.
import { ApiError, isRetryable } from '../../db/client/api-error.ts'

export interface ErrorText {
  title: string
  description?: string
}

// Why an attached file cannot be used (stories.md §5, §8): thrown by app/publish, worded below.
export const FILE_ERROR = 'File Error: Could not read the file. Please try again or paste content directly.'
export const PDF_NOT_SUPPORTED = 'PDF story files are not supported. Upload a .docx, .txt or .md file, or paste the text.'
export const STORY_FILE_TYPE = 'Story files must be .txt, .md or .docx. Paste the text instead if you have another format.'
export const INVALID_COVER_TYPE = 'Invalid File Type: Please select a valid image file (JPEG, PNG, or WebP).'

/** What the dialog shows when compressCover throws, before it falls back to the original file. */
export const COMPRESSION_FAILED = 'Compression Failed: Could not compress image. Using original file.'
/** compressCover's own reasons (the spec's internal messages); a person reads COMPRESSION_FAILED. */
export const IMAGE_LOAD_FAILED = 'Failed to load image'
export const NO_CANVAS_CONTEXT = 'Could not get canvas context'
export const IMAGE_COMPRESS_FAILED = 'Failed to compress image'

const REFUSED = 'The server refused this change.'
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.'

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
const apiError = (error: unknown) => (error instanceof ApiError ? error : undefined)
const neverArrived = (error: unknown) => apiError(error)?.status === 0
const waitAsked = (error: unknown) => apiError(error)?.status === 429 ? apiError(error)?.serverMessage : undefined

/** The spec's text for each situation; `error` refines it where the spec or the code says more. */
export const errorText = {
  login(error: unknown): ErrorText {
    if (neverArrived(error)) return { title: 'Login failed', description: UNREACHABLE }
    if (apiError(error)?.code === 'INVALID_PASSWORD') return { title: 'Access Denied', description: 'Invalid admin password. Please try again.' }
    return { title: 'Access Denied', description: apiError(error)?.serverMessage ?? 'Invalid admin password. Please try again.' }
  },
  deleteStory(error: unknown): ErrorText {
    if (neverArrived(error)) return { title: 'Failed to delete story', description: UNREACHABLE }
    return { title: apiError(error)?.serverMessage ?? 'Failed to delete story' }
  },
  deleteComment(error: unknown): ErrorText {
    if (apiError(error)?.status === 401) return { title: 'Admin access required' }
    if (neverArrived(error)) return { title: 'Failed to delete comment', description: UNREACHABLE }
    return { title: 'Failed to delete comment', description: waitAsked(error) }
  },
  /** The comment could not even be kept on this device, or the server refused it for good. */
  postComment(): ErrorText {
    return { title: 'Error', description: 'Failed to post comment. Please try again.' }
  },
  pushUnsupported: (): ErrorText => ({ title: 'Push notifications are not supported in this browser' }),
  pushDenied: (): ErrorText => ({ title: 'Please enable notifications in your browser settings to receive story updates.' }),
  pushSave: (): ErrorText => ({ title: 'Failed to save subscription to server' }),
  enablePush(error: unknown): ErrorText {
    const message = neverArrived(error) ? UNREACHABLE : error instanceof Error && error.message ? error.message : 'An unknown error occurred'
    return { title: 'Failed to enable notifications', description: message }
  },
  disablePush: (): ErrorText => ({ title: 'Failed to disable notifications', description: 'Please try again' }),
  copyLink: (url: string): ErrorText => ({ title: 'Could not copy the link', description: url }),
  /** The reader: the server has no such story. */
  storyMissing: (): ErrorText => ({ title: 'Story not found' }),
  /** The reader: offline, and the story's text never reached this device. */
  notDownloaded: (title?: string): ErrorText => ({
    title: title ?? 'Story not available offline',
    description: 'This story hasn\'t been downloaded yet. Connect to the internet once to read it offline.',
  }),
  /** Saving the audio file (stories.md §8 "Download fails"). */
  saveAudio: (): ErrorText => ({ title: 'Download Error', description: 'Unable to download audio file.' }),
  /** Keeping a story for offline failed in the worker (its reason), or there is no worker at all. */
  offlineDownload: (reason: string): ErrorText => ({ title: 'Download for offline failed', description: reason }),
  offlineUnavailable: (): ErrorText => ({
    title: 'Download for offline failed',
    description: 'This browser is not keeping the app offline yet. Reload the page and try again.',
  }),
  /** Audio Settings: the server's proxy cache (stories.md §8 "Cache clear fails"). */
  clearAudioCache: (error: unknown): ErrorText => ({
    title: 'Failed to clear audio cache.',
    description: apiError(error)?.status === 401 ? 'Only the admin can clear the cache.' : neverArrived(error) ? UNREACHABLE : undefined,
  }),
  warmAudioCache: (error: unknown): ErrorText => ({
    title: 'Could not warm the audio cache',
    description: waitAsked(error) ?? (neverArrived(error) ? UNREACHABLE : apiError(error)?.serverMessage),
  }),
  /** hub.md §8 background music. */
  backgroundPlayback: (): ErrorText => ({ title: 'Playback Error', description: 'Unable to play background music. Try refreshing the page.' }),
  backgroundUploadMissing: (): ErrorText => ({ title: 'Missing Information', description: 'Please select a file and enter a title' }),
  backgroundUploadNotAudio: (): ErrorText => ({ title: 'Invalid File', description: 'Please select an audio file' }),
  backgroundUpload: (error: unknown): ErrorText => ({
    title: 'Upload Failed',
    description: neverArrived(error) ? UNREACHABLE : (apiError(error)?.serverMessage ?? 'Failed to upload background music'),
  }),
  /** The publish dialog: an attached file that cannot be used, or a refused publish or edit. */
  attachedFile: (error: unknown): ErrorText => {
    const message = error instanceof Error ? error.message : FILE_ERROR
    const at = message.indexOf(': ')
    return message === FILE_ERROR || message === INVALID_COVER_TYPE
      ? { title: message.slice(0, at), description: message.slice(at + 2) }
      : { title: 'File not used', description: message }
  },
  compression: (): ErrorText => ({ title: 'Compression Failed', description: 'Could not compress image. Using original file.' }),
  notAudio: (): ErrorText => ({ title: 'Invalid File', description: 'Please select an audio file' }),
  publish: (error: string | undefined, editing: boolean): ErrorText => ({
    // A refused audio upload says so first (stories.md §8 "Audio upload transfer").
    title: error && /^(Upload failed|Failed to get upload URL)/.test(error) ? 'Upload failed' : 'Error',
    description: error ?? (editing ? 'Failed to update story' : 'Failed to upload story'),
  }),
  /** hub.md §5, §8 music: the track upload and album edit dialogs; `said` is the refusal ("Bad Request - …"). */
  noAudioSelected: (): ErrorText => ({ title: 'No File Selected', description: 'Please select an audio file to upload' }),
  audioFileRequired: (): ErrorText => ({ title: 'Audio file required' }),
  notImage: (): ErrorText => ({ title: 'Invalid File', description: 'Please select an image file' }),
  trackUpload: (said: string | undefined, from: 'upload' | 'album'): ErrorText => (from === 'album'
    ? { title: 'Failed to add track', description: `Failed to create track: ${said ?? REFUSED}` }
    : { title: 'Error', description: `Failed to upload track: ${said ?? REFUSED}` }),
  albumUpdate: (said: string | undefined): ErrorText => ({ title: 'Error', description: `Failed to update album: ${said ?? REFUSED}` }),
  albumDelete: (): ErrorText => ({ title: 'Error', description: 'Failed to delete album. Please try again.' }),
  trackDelete: (said: string | undefined): ErrorText => ({ title: 'Error', description: `Failed to delete track: ${said ?? REFUSED}` }),
  /** hub.md §5, §8 characters and links. A failed delete is said (the spec's app stayed silent). */
  characterRequired: (): ErrorText => ({ title: 'Missing information', description: 'A character needs a name and a bio.' }),
  characterSave: (said: string | undefined): ErrorText => ({ title: 'Error', description: `Failed to save character: ${said ?? REFUSED}` }),
  characterImage: (): ErrorText => ({ title: 'Upload Failed', description: 'Failed to upload image. Please try again.' }),
  characterDelete: (said: string | undefined): ErrorText => ({ title: 'Failed to delete character', description: said ?? REFUSED }),
  linkRequired: (): ErrorText => ({ title: 'Missing information', description: 'Please enter both title and URL.' }),
  linkAdd: (said: string | undefined): ErrorText => ({ title: 'Failed to add link', description: said ?? 'Please try again.' }),
  linkDelete: (said: string | undefined): ErrorText => ({ title: 'Failed to delete link', description: said ?? REFUSED }),
  linkReorder: (): ErrorText => ({ title: 'Error', description: 'Failed to reorder links' }),
  audioLoad: (): ErrorText => ({ title: 'Failed to load audio. Please check the audio URL and try refreshing.' }),
  playback: (): ErrorText => ({ title: 'Playback Error', description: 'Failed to play audio. Please check your internet connection.' }),
  /** The sync indicator's line about the last round. */
  sync(error: unknown): string {
    if (isRetryable(error) && !waitAsked(error)) return 'Offline: changes will sync when you are back online.'
    const said = apiError(error)?.serverMessage
    return said ? `Sync stopped: ${sentence(said)} It will try again.` : 'Sync stopped unexpectedly. It will try again.'
  },
  /** Why a change waiting in the outbox was refused, in the server's words when it gave some. */
  refused: (serverMessage: string | undefined): string => serverMessage ?? REFUSED,
}
