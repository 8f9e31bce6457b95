// The downloads row an audio file gets once stored whole. Only a download that names what it is
// the audio of (a story, or a track of an album) is listed; with only its url (the background
// music once played) the file is kept quietly.
import type { Download } from '../../db/local/types.ts'
import type { Listing, ToWorker } from '../../contract/sw-messages.ts'

export type { Listing }

export type DownloadMessage = Extract<ToWorker, { type: 'DOWNLOAD_AUDIO' }>

/**
 * The listing a DOWNLOAD_AUDIO asks for, or undefined for a quiet download. The message was
 * checked against ToWorker, which refuses mixed listings; only the named fields are kept.
 */
export function listingOf(message: DownloadMessage): Listing | undefined {
  if ('storyId' in message) return { storyId: message.storyId, title: message.title }
  if ('trackId' in message) return { trackId: message.trackId, albumId: message.albumId, title: message.title }
  return undefined
}

/** The media type without parameters ("audio/mpeg; x=1" → "audio/mpeg"); unknown as octet-stream. */
export function mediaType(contentType: string | null): string {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase()
  return essence || 'application/octet-stream'
}

export function downloadRow(
  key: string,
  listing: Listing,
  bytes: number,
  contentType: string | null,
  now: Date,
): Download {
  return { url: key, ...listing, bytes, mimeType: mediaType(contentType), downloadedAt: now.toISOString() }
}
