// "Download": saves the story's audio as a file named after the story,
// `{title}.mp3` for MP3 and the real extension for anything else (an M4A named .mp3 would not
// open). Downloaded stories are answered from the worker's cache, so this works offline too.
import { audioExtensionOf } from '../../contract/audio-formats.ts'

/** Audio an older story may link to elsewhere, which the hub itself never stores. */
const PLAYED_ONLY: Record<string, string> = { 'audio/aac': 'aac' }

/** The file name for a story's audio: the title without characters file systems refuse. */
export function audioFileName(title: string, contentType: string | null): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  const name =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'story'
  return `${name}.${audioExtensionOf(type) ?? PLAYED_ONLY[type] ?? 'mp3'}`
}

/**
 * Throws when the audio cannot be fetched whole; the caller words that (errorText.saveAudio). Past the
 * browser's HTTP cache: where the player has fetched parts of the file, Firefox answers a plain
 * request for it from those parts, with a 206 (a file cut short). A downloaded story's is the
 * worker's whole copy, offline too.
 */
export async function saveAudioFile(title: string, source: string): Promise<void> {
  const response = await fetch(source, { credentials: 'same-origin', cache: 'no-store' })
  if (response.status !== 200) throw new Error(`${response.status}`)
  const blob = await response.blob()
  const href = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), {
    href,
    download: audioFileName(title, response.headers.get('content-type')),
  })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
