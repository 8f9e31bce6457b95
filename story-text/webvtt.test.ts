// Narration timings are read by the W3C validator's parser: what it refuses is refused with its own
// words and the line it names; what it reads comes back as plain cues.
import { describe, expect, it } from 'vitest'
import { readWebVtt } from './webvtt.ts'

const vtt = (...blocks: string[]) => ['WEBVTT', ...blocks].join('\n\n') + '\n'

describe('readWebVtt', () => {
  it('reads captions as the words spoken, without tags or entities', () => {
    const file = vtt('00:00:00.000 --> 00:00:04.000\n<v Captain Ila>Hold the gate &amp; wait.</v>', '00:00:04.000 --> 00:00:09.500\nThe second line\nwraps here.')
    expect(readWebVtt(file, 'captions')).toEqual({
      cues: [{ start: 0, end: 4, text: 'Hold the gate & wait.' }, { start: 4, end: 9.5, text: 'The second line wraps here.' }],
    })
  })

  it('reads chapter names', () => {
    expect(readWebVtt(vtt('ch1\n00:00.000 --> 01:30.000\nThe Gate', '01:30.000 --> 03:00.000\nThe Curve'), 'chapters')).toEqual({
      cues: [{ start: 0, end: 90, text: 'The Gate' }, { start: 90, end: 180, text: 'The Curve' }],
    })
  })

  it.each([
    ['a file that is not WebVTT', '1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n', 'captions',
      'The captions file is not valid WebVTT: line 1: No valid signature. (File needs to start with "WEBVTT".)'],
    ['a cue time that is not a time', vtt('00:00:01.000 --> 00:00:04.000\nFine.', '00:00:04.000 --> 00:00:0x.000\nBroken.'), 'captions',
      'The captions file is not valid WebVTT: line 6: Must be exactly two digits.'],
    ['cues out of time order', vtt('00:00:04.000 --> 00:00:09.000\nSecond.', '00:00:00.000 --> 00:00:04.000\nFirst.'), 'captions',
      'The captions file is not valid WebVTT: line 6: Start timestamp is not greater than or equal to start timestamp of previous cue.'],
    ['a cue that ends before it starts', vtt('00:00:05.000 --> 00:00:02.000\nBackwards.'), 'captions',
      'The captions file is not valid WebVTT: line 3: End timestamp is not greater than start timestamp.'],
    ['markup in a chapter name, on the line of the name', vtt('00:00.000 --> 01:00.000\nThe <b>Gate</b>'), 'chapters',
      'The chapters file is not valid WebVTT: line 4: Start tags not allowed in chapter title text.'],
    ['a file without cues', 'WEBVTT\n', 'chapters', 'The chapters file has no cues: add at least one timed cue after the WEBVTT line.'],
    ['an empty file', '', 'captions', 'The captions file is not valid WebVTT: line 1: No valid signature. (File needs to start with "WEBVTT".)'],
    ['a cue without words', vtt('00:01:02.000 --> 00:01:04.000\n<i></i>'), 'captions',
      'The captions file has a cue with no text at 1:02: every cue needs the words spoken.'],
  ] as const)('refuses %s, naming the line', (_label, file, kind, error) => {
    expect(readWebVtt(file, kind)).toEqual({ error })
  })
})
