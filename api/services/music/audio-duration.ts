// A track's duration (seconds, as a numeric string), read from the file itself with
// music-metadata, never taken from the client. A file it cannot find a length in is refused
// (AUDIO_UNREADABLE): a track with no length would show 0:00 and make its album's total wrong.
import fs from 'node:fs/promises'
import { parseFile, type IFormat } from 'music-metadata'
import { Errors } from '../../errors.ts'
import { lastOggGranule } from './ogg-length.ts'

/**
 * The fewest bytes a second of each format can take, to tell a stated length the file cannot hold.
 * An MP3 frame is never below 8 kbit/s (MPEG-2.5 Layer III's lowest rate). Any other format: 400
 * bit/s, below what any codec we accept spends even on silence (Opus with DTX comes near it).
 */
const MIN_BYTES_PER_SECOND = { MPEG: 1_000, other: 50 }

/** Whole seconds as the spec's numeric string; undefined for an unknown or impossible length. */
export function durationText(seconds: number | undefined): string | undefined {
  const known = seconds ?? Number.NaN
  return Number.isFinite(known) && known > 0 ? String(Math.round(known)) : undefined
}

/** The longest a file of this many bytes can play in its format. */
export function longestPlayable(format: Pick<IFormat, 'container'>, bytes: number): number {
  return bytes / (format.container === 'MPEG' ? MIN_BYTES_PER_SECOND.MPEG : MIN_BYTES_PER_SECOND.other)
}

/**
 * Where the file states its length (an MP3's Xing/Info header, an MP4's movie header) that is the
 * answer, even when the file was cut short after it, unless the file's bytes could not hold that
 * much sound (a forged or broken header claiming years): then it is refused. duration: true counts
 * every frame of an MP3 that has no such header, rather than guessing from the first frame's bit
 * rate. An Ogg stream whose end music-metadata does not reach is measured by its last page.
 */
export async function readDuration(filePath: string): Promise<string> {
  const metadata = await parseFile(filePath, { duration: true, skipCovers: true }).catch(() => undefined)
  if (!metadata) throw new Errors.AudioUnreadable()
  const { format } = metadata
  const seconds = format.duration ?? (await oggSeconds(filePath, format))
  const text = durationText(seconds)
  if (text === undefined || seconds! > longestPlayable(format, (await fs.stat(filePath)).size))
    throw new Errors.AudioUnreadable()
  return text
}

/**
 * An Ogg stream's length from the granule position of its last page, in samples (NaN when the file
 * is no Ogg stream). Opus always counts at 48 kHz, whatever rate its header names (0 there means
 * "not said"); Vorbis and FLAC at theirs.
 */
async function oggSeconds(filePath: string, format: IFormat): Promise<number> {
  const rate = format.codec === 'Opus' ? 48_000 : format.sampleRate
  return ((await lastOggGranule(filePath)) ?? Number.NaN) / (rate || Number.NaN)
}
