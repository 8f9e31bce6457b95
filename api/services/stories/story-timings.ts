// A story's narration timings from its form: each WebVTT file sent is read and checked
// (story-text/webvtt.ts) before anything is stored, then kept in the media store; on edit a
// remove flag lets one go. What comes back are the story's timing columns to write.
import type { NewStoryRow } from '../../../db/server/stories.ts'
import { readWebVtt, TIMING_KINDS, type TimingKind } from '../../../story-text/webvtt.ts'
import { Errors } from '../../errors.ts'
import type { MediaStore } from '../media/media-store.ts'

const FILE_FIELD = { captions: 'captionsFile', chapters: 'chaptersFile' } as const satisfies Record<TimingKind, string>
const COLUMN = { captions: 'captions_url', chapters: 'chapters_url' } as const satisfies Record<
  TimingKind,
  keyof NewStoryRow
>

export type TimingFiles = Partial<Record<TimingKind, Uint8Array>>
export type TimingColumns = Pick<NewStoryRow, (typeof COLUMN)[TimingKind]>

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The timing files the form sent, each checked; a bad one is refused with its line. */
export function readTimingFiles(
  files: Partial<Record<(typeof FILE_FIELD)[TimingKind], { data: Uint8Array }>>,
): TimingFiles {
  const read: TimingFiles = {}
  for (const kind of TIMING_KINDS) {
    const file = files[FILE_FIELD[kind]]
    if (!file) continue
    let text: string
    try {
      text = utf8.decode(file.data)
    } catch {
      throw new Errors.BadInput(
        `The ${kind} file is not UTF-8 text: WebVTT files are UTF-8, so save it as UTF-8 and send it again.`,
      )
    }
    const checked = readWebVtt(text, kind)
    if ('error' in checked) throw new Errors.BadInput(checked.error)
    read[kind] = file.data
  }
  return read
}

/** Stores the files and answers the columns that change: a new file, or null for a removed kind. */
export async function storeTimings(
  media: MediaStore,
  files: TimingFiles,
  remove: ReadonlySet<TimingKind> = new Set(),
): Promise<TimingColumns> {
  const columns: TimingColumns = {}
  for (const kind of TIMING_KINDS) {
    const data = files[kind]
    if (data) columns[COLUMN[kind]] = (await media.saveBuffer('timings', data, 'vtt')).url
    else if (remove.has(kind)) columns[COLUMN[kind]] = null
  }
  return columns
}
