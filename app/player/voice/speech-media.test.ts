// The device voice as a media element, against the Web Speech API's interface (a stand-in only for
// the speech engine): paragraphs in order, pause and resume, speed, the end of a chapter, seeks,
// the place it keeps, and a device with no voice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  SpeechMedia,
  voiceTimeline,
  WORDS_PER_SECOND,
  type SpeechOptions,
  type VoiceParagraph,
} from './speech-media.ts'
import { SpeechStandIn, standInUtterance, standInVoice } from './speech-stand-in.testing.ts'

const PARAGRAPHS: VoiceParagraph[] = [
  { id: 'c1-p1', chapter: 1, text: 'Chapter 1: First Watch. Ilen Marr had been told that the gate never spoke.' },
  { id: 'c1-p2', chapter: 1, text: 'The gate hummed.' },
  { id: 'c2-p1', chapter: 2, text: 'Chapter 2: The Oath. She did not run.' },
  { id: 'c2-p2', chapter: 2, text: 'Then she asked it what it wanted.' },
]

let engine: SpeechStandIn
let events: string[]
let now: number

function media(options: Partial<SpeechOptions> = {}): SpeechMedia {
  const made = new SpeechMedia(PARAGRAPHS, {
    engine,
    voice: standInVoice('Moira', 'en-GB'),
    utterance: standInUtterance,
    now: () => now,
    ...options,
  })
  for (const type of ['loadedmetadata', 'playing', 'pause', 'ended', 'seeked', 'ratechange', 'error'])
    made.addEventListener(type, () => events.push(type))
  made.src = 'voice:story'
  return made
}

beforeEach(() => {
  engine = new SpeechStandIn()
  events = []
  now = 1_000_000
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('voiceTimeline', () => {
  it('gives each paragraph a length from its words, one after another', () => {
    const timeline = voiceTimeline(PARAGRAPHS)
    expect(timeline.map((paragraph) => paragraph.start)).toEqual([
      0,
      timeline[0]!.end,
      timeline[1]!.end,
      timeline[2]!.end,
    ])
    expect(timeline[0]!.end).toBeCloseTo(14 / WORDS_PER_SECOND, 1)
    expect(timeline[1]!.end - timeline[1]!.start).toBeCloseTo(1.1, 5)
  })
})

describe('SpeechMedia', () => {
  it('loads as an element does, then reads the paragraphs in order, one utterance each, to the end', async () => {
    const voice = media()
    await Promise.resolve()
    expect(events).toEqual(['loadedmetadata'])
    expect(voice.duration).toBe(voiceTimeline(PARAGRAPHS).at(-1)!.end)
    await voice.play()
    for (let i = 0; i < PARAGRAPHS.length; i++) engine.finish()
    expect(engine.texts).toEqual(PARAGRAPHS.map((paragraph) => paragraph.text))
    expect(engine.spoken.every((utterance) => utterance.voice?.name === 'Moira' && utterance.lang === 'en-GB')).toBe(
      true,
    )
    expect(events).toEqual(['loadedmetadata', 'playing', 'pause', 'ended'])
    expect(voice.paused && voice.ended).toBe(true)
  })

  it('moves its position through the paragraph being read, and reports it while reading', async () => {
    const voice = media()
    const ticks = vi.fn()
    voice.addEventListener('timeupdate', ticks)
    await voice.play()
    now += 2000
    expect(voice.currentTime).toBeCloseTo(2, 5)
    vi.advanceTimersByTime(1000)
    expect(ticks).toHaveBeenCalledTimes(4)
    engine.finish()
    expect(voice.currentTime).toBe(voice.timeline[1]!.start)
  })

  it('stops on pause and reads the paragraph again from its start on play', async () => {
    const voice = media()
    await Promise.resolve()
    await voice.play()
    engine.finish()
    now += 500
    voice.pause()
    expect(engine.speaking).toBeNull()
    expect(voice.currentTime).toBe(voice.timeline[1]!.start)
    await voice.play()
    expect(engine.texts).toEqual([PARAGRAPHS[0]!.text, PARAGRAPHS[1]!.text, PARAGRAPHS[1]!.text])
    expect(events).toEqual(['loadedmetadata', 'playing', 'pause', 'playing'])
  })

  it('reads at the speed asked from the next paragraph, with the volume asked', async () => {
    const voice = media()
    await voice.play()
    voice.playbackRate = 1.5
    voice.volume = 0.4
    engine.finish()
    expect(engine.spoken.map((utterance) => [utterance.rate, utterance.volume])).toEqual([
      [1, 1],
      [1.5, 0.4],
    ])
    now += 1000
    expect(voice.currentTime - voice.timeline[1]!.start).toBeCloseTo(
      Math.min(1.5, voice.timeline[1]!.end - voice.timeline[1]!.start - 0.05),
      5,
    )
    expect(events).toContain('ratechange')
  })

  it('stops before the next chapter when the sleep timer says so, ready to go on from there', async () => {
    const stops = vi.fn(() => true)
    const voice = media({ stopsBeforeChapter: stops })
    await voice.play()
    engine.finish()
    engine.finish()
    expect(stops).toHaveBeenCalledTimes(1)
    expect(voice.paused).toBe(true)
    expect(engine.speaking).toBeNull()
    expect(voice.paragraph?.id).toBe('c2-p1')
    await voice.play()
    expect(engine.speaking?.text).toBe(PARAGRAPHS[2]!.text)
  })

  it('seeks to the start of the paragraph at that time, reading on from there if it was reading', async () => {
    const voice = media()
    await voice.play()
    voice.currentTime = voice.timeline[2]!.start + 1
    expect(engine.speaking?.text).toBe(PARAGRAPHS[2]!.text)
    expect(voice.currentTime).toBe(voice.timeline[2]!.start)
    voice.pause()
    voice.currentTime = 0
    expect(engine.speaking).toBeNull()
    expect(voice.paragraph?.id).toBe('c1-p1')
    expect(events.filter((type) => type === 'seeked')).toHaveLength(2)
  })

  it('keeps the place of the paragraph at a time', () => {
    const savePlace = vi.fn()
    const voice = media({ savePlace })
    voice.savePlace(voice.timeline[3]!.start + 0.5)
    expect(savePlace).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2-p2' }))
  })

  it('says "no voice" with an error where the device has none, and speaks nothing', async () => {
    for (const options of [{ voice: null }, { engine: undefined }]) {
      const voice = media(options)
      await expect(voice.play()).rejects.toThrow('no voice')
      expect(voice.failure).toBe('no-voice')
      expect(voice.paused).toBe(true)
    }
    expect(engine.spoken).toEqual([])
    expect(events.filter((type) => type === 'error')).toHaveLength(2)
  })
})
