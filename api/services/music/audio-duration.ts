// A track's duration (hub.md §3: seconds, as a numeric string), read from the file itself with
// music-metadata, never taken from the client. A file it cannot find a length in is refused
// (AUDIO_UNREADABLE): a track with no length would show 0:00 and make its album's total wrong.
import { parseFile } from 'music-metadata'
import { Errors } from '../../errors.ts'

/** Whole seconds as the spec's numeric string; undefined for an unknown or impossible length. */
export function durationText(seconds: number | undefined): string | undefined {
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? String(Math.round(seconds)) : undefined
}

/**
 * Where the file states its length (an MP3's Xing/Info header, an MP4's movie header) that is the
 * answer, even when the file was cut short after it. duration: true counts every frame of an MP3
 * that has no such header, rather than guessing from the first frame's bit rate.
 */
export async function readDuration(filePath: string): Promise<string> {
  const metadata = await parseFile(filePath, { duration: true, skipCovers: true }).catch(() => undefined)
  const text = durationText(metadata?.format.duration)
  if (text === undefined) throw new Errors.AudioUnreadable()
  return text
}
