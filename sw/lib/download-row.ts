// The downloads row a story's audio gets once stored whole. Only a download that names its story
// and title is listed; without them (the background music once played) the file is kept quietly.
import type { Download } from '../../db/local/types.ts'

export interface Listing {
  storyId: string
  title: string
}

/** The listing a DOWNLOAD_AUDIO asks for, or undefined for a quiet download. */
export function listingOf(message: { storyId?: string; title?: string }): Listing | undefined {
  return message.storyId !== undefined && message.title !== undefined ? { storyId: message.storyId, title: message.title } : undefined
}

/** The media type without parameters ("audio/mpeg; x=1" → "audio/mpeg"); unknown as octet-stream. */
export function mediaType(contentType: string | null): string {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase()
  return essence || 'application/octet-stream'
}

export function downloadRow(key: string, listing: Listing, bytes: number, contentType: string | null, now: Date): Download {
  return { url: key, storyId: listing.storyId, title: listing.title, bytes, mimeType: mediaType(contentType), downloadedAt: now.toISOString() }
}
