// Narration timings are read by the W3C validator's parser: what it refuses is refused with its own
// words and the line it names; what it reads comes back as plain cues.
import { describe, expect, it } from 'vitest'
import { readWebVtt, TIMINGS_ACCEPT, TIMINGS_MAX_BYTES } from './webvtt.ts'

const vtt = (...blocks: string[]) => ['WEBVTT', ...blocks].join('\n\n') + '\n'

describe('readWebVtt', () => {
  it('reads captions as the words spoken, without tags or entities', () => {
    const file = vtt(
      '00:00:00.000 --> 00:00:04.000\n<v Captain Ila>Hold the gate &amp; wait.</v>',
      '00:00:04.000 --> 00:00:09.500\nThe second line\nwraps here.',
    )
    expect(readWebVtt(file, 'captions')).toEqual({
      cues: [
        { start: 0, end: 4, text: 'Hold the gate & wait.' },
        { start: 4, end: 9.5, text: 'The second line wraps here.' },
      ],
    })
  })

  it.each([
    ['Ilen &lt;3 the gate &amp; its hum &gt;_&lt;', 'Ilen <3 the gate & its hum >_<'],
    ['Hold&nbsp;the gate', 'Hold the gate'],
    ['&lrm;Ilen&rlm;', '\u200eIlen\u200f'],
    ['  <v Ada>  Hold   the\tgate.  ', 'Hold the gate.'],
  ])('reads the cue text %j as the words %j: entities read, spaces run together and trimmed', (cue, words) => {
    expect(readWebVtt(vtt(`00:00:00.000 --> 00:00:04.000\n${cue}`), 'captions')).toEqual({
      cues: [{ start: 0, end: 4, text: words }],
    })
  })

  it('reads chapter names', () => {
    expect(
      readWebVtt(vtt('ch1\n00:00.000 --> 01:30.000\nThe Gate', '01:30.000 --> 03:00.000\nThe Curve'), 'chapters'),
    ).toEqual({
      cues: [
        { start: 0, end: 90, text: 'The Gate' },
        { start: 90, end: 180, text: 'The Curve' },
      ],
    })
  })

  it.each([
    [
      'a file that is not WebVTT',
      '1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n',
      'captions',
      'The captions file is not valid WebVTT: line 1: No valid signature. (File needs to start with "WEBVTT".)',
    ],
    [
      'a cue time that is not a time',
      vtt('00:00:01.000 --> 00:00:04.000\nFine.', '00:00:04.000 --> 00:00:0x.000\nBroken.'),
      'captions',
      'The captions file is not valid WebVTT: line 6: Must be exactly two digits.',
    ],
    [
      'cues out of time order',
      vtt('00:00:04.000 --> 00:00:09.000\nSecond.', '00:00:00.000 --> 00:00:04.000\nFirst.'),
      'captions',
      'The captions file is not valid WebVTT: line 6: Start timestamp is not greater than or equal to start timestamp of previous cue.',
    ],
    [
      'a cue that ends before it starts',
      vtt('00:00:05.000 --> 00:00:02.000\nBackwards.'),
      'captions',
      'The captions file is not valid WebVTT: line 3: End timestamp is not greater than start timestamp.',
    ],
    [
      'markup in a chapter name, on the line of the name',
      vtt('00:00.000 --> 01:00.000\nThe <b>Gate</b>'),
      'chapters',
      'The chapters file is not valid WebVTT: line 4: Start tags not allowed in chapter title text.',
    ],
    [
      'a file without cues',
      'WEBVTT\n',
      'chapters',
      'The chapters file has no cues: add at least one timed cue after the WEBVTT line.',
    ],
    [
      'an empty file',
      '',
      'captions',
      'The captions file is not valid WebVTT: line 1: No valid signature. (File needs to start with "WEBVTT".)',
    ],
    [
      'a cue without words',
      vtt('00:01:02.000 --> 00:01:04.000\n<i></i>'),
      'captions',
      'The captions file has a cue with no text at 1:02: every cue needs the words spoken.',
    ],
    [
      'a chapter without a name',
      vtt('01:30.000 --> 03:00.000\n&nbsp;'),
      'chapters',
      "The chapters file has a cue with no text at 1:30: every cue needs its chapter's name.",
    ],
    [
      'markup in a chapter name on the last line, with no line break after it',
      'WEBVTT\n\n00:00.000 --> 01:00.000\nThe <b>Gate</b>',
      'chapters',
      'The chapters file is not valid WebVTT: line 4: Start tags not allowed in chapter title text.',
    ],
    [
      'markup in a chapter name followed by a line of spaces, on the line of the name',
      vtt('00:00.000 --> 01:00.000\nThe <b>Gate</b>\n  '),
      'chapters',
      'The chapters file is not valid WebVTT: line 4: Start tags not allowed in chapter title text.',
    ],
  ] as const)('refuses %s, naming the line', (_label, file, kind, error) => {
    expect(readWebVtt(file, kind)).toEqual({ error })
  })
})

describe('timings files', () => {
  it("takes a whole novel's captions (120,000 words, a cue every 12) in one file", () => {
    const line = 'The gate hummed and Ilen waited for the violet light to turn.'
    const cue = (at: number) => `${clockOf(at * 4)} --> ${clockOf(at * 4 + 4)}\n${line}`
    const novel = vtt(...Array.from({ length: 10_000 }, (_, at) => cue(at)))
    expect(new TextEncoder().encode(novel).length).toBeLessThan(TIMINGS_MAX_BYTES)
  })

  it('are offered to be picked as .vtt files and as text/vtt', () => {
    expect(TIMINGS_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.vtt', 'text/vtt']))
  })
})

/** Seconds as WebVTT's hh:mm:ss.ttt. */
function clockOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(11, 23)
}
