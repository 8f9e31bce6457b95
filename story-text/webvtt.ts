// A story's narration timings as WebVTT: `captions` cues hold the spoken text, `chapters` cues
// name the audio's chapters. Read by the W3C validator's parser (webvtt-parser), the same way in
// the upload dialog (before a write is queued) and on the server (before anything is stored).
import webvtt from 'webvtt-parser'

export const TIMING_KINDS = ['captions', 'chapters'] as const
export type TimingKind = (typeof TIMING_KINDS)[number]

/** A timings file is small text; a whole novel's captions fit in a fraction of this. */
export const TIMINGS_MAX_BYTES = 2 * 1024 * 1024
/** What the timings pickers offer. */
export const TIMINGS_ACCEPT = '.vtt,text/vtt'

export interface Cue {
  /** Seconds from the start of the audio. */
  start: number
  end: number
  /** What is said (captions) or the chapter's name (chapters), without WebVTT's tags. */
  text: string
}

/** Timing files chosen in a form, by kind. */
export type TimingFiles = Partial<Record<TimingKind, File>>

export type ReadTimings = { cues: Cue[] } | { error: string }

const FILE_NAME: Record<TimingKind, string> = { captions: 'The captions file', chapters: 'The chapters file' }
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
}

/** A cue's words: tags (<v Ada>, <i>, timestamps) left out, entities read, lines joined. */
const plainText = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim()

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/** The parser names the blank line after a cue for a fault in the cue's text: name the text's line. */
function errorLine(text: string, line: number): number {
  const lines = text.split(/\r\n|\r|\n/)
  while (line > 1 && !lines[line - 1]?.trim()) line--
  return line
}

/** The file's cues in time order, or what is wrong with it, naming the line. */
export function readWebVtt(text: string, kind: TimingKind): ReadTimings {
  const { cues, errors } = new webvtt.WebVTTParser().parse(text, kind === 'chapters' ? 'chapters' : undefined)
  const first = errors[0]
  if (first)
    return { error: `${FILE_NAME[kind]} is not valid WebVTT: line ${errorLine(text, first.line)}: ${first.message}` }
  const read = cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: plainText(cue.text) }))
  if (read.length === 0)
    return { error: `${FILE_NAME[kind]} has no cues: add at least one timed cue after the WEBVTT line.` }
  const wordless = read.find((cue) => cue.text === '')
  if (wordless)
    return {
      error: `${FILE_NAME[kind]} has a cue with no text at ${clock(wordless.start)}: every cue needs ${kind === 'chapters' ? "its chapter's name" : 'the words spoken'}.`,
    }
  return { cues: read }
}
