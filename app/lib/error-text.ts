// Every error a person reads, worded once: what went wrong, by the
// situation and the API's stable code (client/api-error.ts), never the raw error. Each code's
// own sentence is in problem-text.ts (errorText.problem); a call that never reached the server
// says offline or unreachable; a 429 passes on the server's sentence, which says how long to wait.
import { ApiError, problemOf } from '../../client/api-error.ts'
import { downloadFailureText, problemText } from './problem-text.ts'

export interface ErrorText {
  title: string
  description?: string
}

/**
 * Why the player's audio failed (app/player/audio-failure.ts tells which): the server answered
 * without it, nothing answered, it is not on this device while offline, the device cannot play the
 * file, no sound can come out, the browser did not allow it, or (a story read by the device's
 * voice) the device has no voice to read with.
 */
export type AudioFailure =
  'load' | 'unreachable' | 'not-downloaded' | 'unplayable' | 'no-output' | 'not-allowed' | 'no-voice'

// Why an attached file cannot be used: thrown by app/publish, worded below.
export const FILE_ERROR = 'File Error: Could not read the file. Please try again or paste content directly.'
export const PDF_NOT_SUPPORTED =
  'PDF story files are not supported. Upload a .docx, .txt or .md file, or paste the text.'
export const STORY_FILE_TYPE =
  'Story files must be .txt, .md or .docx. Paste the text instead if you have another format.'

/** What the dialog shows when compressCover throws, before it falls back to the original file. */
export const COMPRESSION_FAILED = 'Compression Failed: Could not compress image. Using original file.'
/** compressCover's own reasons (the spec's internal messages); a person reads COMPRESSION_FAILED. */
export const IMAGE_LOAD_FAILED = 'Failed to load image'
export const NO_CANVAS_CONTEXT = 'Could not get canvas context'
export const IMAGE_COMPRESS_FAILED = 'Failed to compress image'

const apiError = (error: unknown) => (error instanceof ApiError ? error : undefined)
/** A call that never reached the server: offline, or unreachable (a one-off request: try again). */
const unreached = (error: unknown) =>
  apiError(error)?.status === 0 ? problemText(problemOf(error), 'request') : undefined
const waitAsked = (error: unknown) => (apiError(error)?.status === 429 ? apiError(error)?.serverMessage : undefined)

/** The sentence for each AudioFailure, about `audio` ("this track"; `Audio` to begin a sentence). */
const AUDIO_FAILURE_TEXT: Record<AudioFailure, (audio: string, Audio: string) => string> = {
  load: () => 'Failed to load audio. Please check the audio URL and try refreshing.',
  unreachable: (_, Audio) => `${Audio} could not be reached. Check your connection and try again.`,
  'not-downloaded': (_, Audio) =>
    `${Audio} is not downloaded. Connect to play it, or download it for offline listening.`,
  unplayable: (audio) => `This device cannot play ${audio}: its format is not supported here, or the file is damaged.`,
  'no-output': () =>
    'No sound can be played: this device has no working audio output. Connect speakers or headphones, or check its sound settings.',
  'not-allowed': () =>
    "The browser did not allow the audio to play. Press play again, or allow sound for this site in the browser's settings.",
  'no-voice': () => 'This device has no voice to read stories aloud. Add one in its speech settings, then try again.',
}

/** The spec's text for each situation; `error` refines it where the spec or the code says more. */
export const errorText = {
  /** The one sentence for any problem (a write waiting on this device unless said otherwise). */
  problem: problemText,
  /** Why the worker could not keep an audio file for offline (AUDIO_DOWNLOAD_FAILED). */
  downloadFailure: downloadFailureText,
  login(error: unknown): ErrorText {
    if (unreached(error)) return { title: 'Login failed', description: unreached(error) }
    if (apiError(error)?.code === 'INVALID_PASSWORD')
      return { title: 'Access Denied', description: 'Invalid admin password. Please try again.' }
    return {
      title: 'Access Denied',
      description: apiError(error)?.serverMessage ?? 'Invalid admin password. Please try again.',
    }
  },
  deleteComment(error: unknown): ErrorText {
    if (apiError(error)?.status === 401) return { title: 'Admin access required' }
    if (unreached(error)) return { title: 'Failed to delete comment', description: unreached(error) }
    return { title: 'Failed to delete comment', description: waitAsked(error) }
  },
  /** The comment could not even be kept on this device, or the server refused it for good. */
  postComment(): ErrorText {
    return { title: 'Error', description: 'Failed to post comment. Please try again.' }
  },
  pushUnsupported: (): ErrorText => ({ title: 'Push notifications are not supported in this browser' }),
  pushDenied: (): ErrorText => ({
    title: 'Please enable notifications in your browser settings to receive story updates.',
  }),
  pushSave: (): ErrorText => ({ title: 'Failed to save subscription to server' }),
  enablePush(error: unknown): ErrorText {
    const message =
      unreached(error) ?? (error instanceof Error && error.message ? error.message : 'An unknown error occurred')
    return { title: 'Failed to enable notifications', description: message }
  },
  /** No worker to subscribe with: none registered yet (a reload registers it), or one still installing. */
  pushNotReady: (isRegistered: boolean): ErrorText => ({
    title: 'Failed to enable notifications',
    description: `The app is still getting ready. ${isRegistered ? 'Try again in a moment.' : 'Reload the page and try again.'}`,
  }),
  disablePush: (): ErrorText => ({ title: 'Failed to disable notifications', description: 'Please try again' }),
  copyLink: (url: string): ErrorText => ({ title: 'Could not copy the link', description: url }),
  /** A link to a place in a story (app/reader/story-place.ts) that the story does not have. */
  passageNotFound: (): ErrorText => ({ title: 'Passage not found', description: 'Opened at the start of the story.' }),
  listenAtNoAudio: (): ErrorText => ({ title: 'This story has no audio' }),
  /** The reader: the server has no such story. */
  storyMissing: (): ErrorText => ({ title: 'Story not found' }),
  /** The reader: offline, and the story's text never reached this device. */
  notDownloaded: (title?: string): ErrorText => ({
    title: title ?? 'Story not available offline',
    description: "This story hasn't been downloaded yet. Connect to the internet once to read it offline.",
  }),
  /** Saving the audio file. */
  saveAudio: (): ErrorText => ({ title: 'Download Error', description: 'Unable to download audio file.' }),
  /** Keeping a story for offline failed in the worker (its reason), or there is no worker at all. */
  offlineDownload: (reason: string): ErrorText => ({ title: 'Download for offline failed', description: reason }),
  offlineUnavailable: (): ErrorText => ({
    title: 'Download for offline failed',
    description: 'This browser is not keeping the app offline yet. Reload the page and try again.',
  }),
  /** Audio Settings: the server's proxy cache. */
  clearAudioCache: (error: unknown): ErrorText => ({
    title: 'Failed to clear audio cache.',
    description: apiError(error)?.status === 401 ? 'Only the admin can clear the cache.' : unreached(error),
  }),
  audioCacheOffline: (): string => 'Cache status is unavailable offline.',
  warmAudioCache: (error: unknown): ErrorText => ({
    title: 'Could not warm the audio cache',
    description: waitAsked(error) ?? unreached(error) ?? apiError(error)?.serverMessage,
  }),
  /** The background music. */
  backgroundPlayback: (): ErrorText => ({
    title: 'Playback Error',
    description: 'Unable to play background music. Try refreshing the page.',
  }),
  backgroundUploadMissing: (): ErrorText => ({
    title: 'Missing Information',
    description: 'Please select a file and enter a title',
  }),
  /** The publish dialog: an attached file that cannot be used. */
  attachedFile: (error: unknown): ErrorText => {
    const message = error instanceof Error ? error.message : FILE_ERROR
    const at = message.indexOf(': ')
    return message === FILE_ERROR
      ? { title: message.slice(0, at), description: message.slice(at + 2) }
      : { title: 'File not used', description: message }
  },
  /** The publish dialog's cover: not a JPEG, PNG or WebP. */
  notCover: (): ErrorText => ({
    title: 'Invalid File Type',
    description: 'Please select a valid image file (JPEG, PNG, or WebP).',
  }),
  compression: (): ErrorText => ({
    title: 'Compression Failed',
    description: 'Could not compress image. Using original file.',
  }),
  notAudio: (): ErrorText => ({ title: 'Invalid File', description: 'Please select an audio file' }),
  /** Music: the track upload and album edit dialogs. A refused write is worded in write-text.ts. */
  noAudioSelected: (): ErrorText => ({
    title: 'No File Selected',
    description: 'Please select an audio file to upload',
  }),
  audioFileRequired: (): ErrorText => ({ title: 'Audio file required' }),
  albumRequired: (): ErrorText => ({
    title: 'Missing information',
    description: 'An album needs a title and an artist.',
  }),
  /** A shared album or track link whose music is gone. */
  sharedMusicMissing: (isTrack: boolean): ErrorText => ({
    title: isTrack ? 'Track not found' : 'Album not found',
    description: 'The shared link points to music that is no longer here.',
  }),
  notImage: (): ErrorText => ({ title: 'Invalid File', description: 'Please select an image file' }),
  /** Characters and links. */
  characterRequired: (): ErrorText => ({
    title: 'Missing information',
    description: 'A character needs a name and a bio.',
  }),
  linkRequired: (): ErrorText => ({ title: 'Missing information', description: 'Please enter both title and URL.' }),
  /**
   * Why the player's audio failed, each with what to do. The spec's sentence ("Audio
   * load fails") is kept where it is true: the server answered without the file, so its address is
   * what to check. The rest name what happened instead, which its "check the URL" would hide.
   */
  audioLoad: (failure: AudioFailure = 'load', kind: 'story' | 'track' = 'story'): ErrorText => {
    const audio = kind === 'track' ? 'this track' : "this story's audio"
    const Audio = audio[0]!.toUpperCase() + audio.slice(1)
    return { title: AUDIO_FAILURE_TEXT[failure](audio, Audio) }
  },
  /** A press of play the browser refused, and why. */
  playback: (failure: AudioFailure, kind: 'story' | 'track' = 'story'): ErrorText => ({
    title: 'Playback Error',
    description: errorText.audioLoad(failure, kind).title,
  }),
  /** Data Settings: the export, Clear All Data, and Clear All Cookies. */
  exportData: (): ErrorText => ({ title: 'Export Failed', description: 'Unable to export data. Please try again.' }),
  clearAllData: (): ErrorText => ({
    title: 'Not everything was cleared',
    description: 'Please refresh the page and try again.',
  }),
  clearCookies: (): ErrorText => ({ title: 'Error', description: 'Could not clear everything. Please try again.' }),
  /** The cookies are gone, but the server never heard the logout: its session lasts until it expires. */
  cookiesClearedSessionKept: (): ErrorText => ({
    title: 'Cookies Cleared',
    description:
      'Cookies and preferences on this device are cleared. The server could not be reached, so the admin session there ends when it expires.',
  }),
  /** The sync indicator's line about the last round: offline, unreachable, the server's problem, or refused. */
  sync(error: unknown): string {
    if (!apiError(error)) return 'Sync stopped unexpectedly. It will try again.'
    const problem = problemOf(error)
    if (problem.code === 'OFFLINE') return 'Offline: changes will sync when you are back online.'
    if (problem.status === 0) return 'The server could not be reached: changes will sync when it answers.'
    if (problem.status >= 500)
      return 'The server had a problem: changes are kept on this device and will sync when it recovers.'
    return `Sync stopped: ${problemText(problem, 'request')} It will try again.`
  },
}
