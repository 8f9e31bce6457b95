import { describe, expect, it } from 'vitest'
import {
  channelVolume,
  DEFAULT_AUDIO_SETTINGS,
  effectiveVolume,
  sanitizeAudioSettings,
  type AudioSettings,
} from './audio-settings.ts'

const settings = (overrides: Record<string, unknown>) => sanitizeAudioSettings(overrides as Partial<AudioSettings>)

describe('sanitizeAudioSettings', () => {
  it('fills every field from the spec defaults', () => {
    expect(settings({})).toEqual({
      masterVolume: 80,
      backgroundMusicVolume: 30,
      storyAudioVolume: 90,
      musicVolume: 70,
      autoPlay: true,
      backgroundMusicEnabled: true,
      audioQuality: 'high',
      preloadAudio: true,
      skipSilence: false,
      playbackSpeed: 1,
      equalizer: false,
      bass: 50,
      treble: 50,
      voice: '',
    })
  })

  it.each([
    ['a volume in range', { masterVolume: 42 }, 'masterVolume', 42],
    ['a volume above 100', { storyAudioVolume: 150 }, 'storyAudioVolume', 100],
    ['a negative volume', { backgroundMusicVolume: -5 }, 'backgroundMusicVolume', 0],
    ['a fractional volume', { bass: 33.6 }, 'bass', 34],
    ['a volume given as text', { treble: '70' }, 'treble', 50],
    ['a chosen voice', { voice: 'urn:moira' }, 'voice', 'urn:moira'],
    ['a voice that is not text', { voice: 3 }, 'voice', ''],
    ['a NaN volume', { masterVolume: NaN }, 'masterVolume', 80],
    ['a speed on a step', { playbackSpeed: 1.5 }, 'playbackSpeed', 1.5],
    ['a speed between steps', { playbackSpeed: 1.26 }, 'playbackSpeed', 1.3],
    ['a speed below 0.5', { playbackSpeed: 0.1 }, 'playbackSpeed', 0.5],
    ['a speed above 2', { playbackSpeed: 4 }, 'playbackSpeed', 2],
    ['a known quality', { audioQuality: 'lossless' }, 'audioQuality', 'lossless'],
    ['an unknown quality', { audioQuality: 'ultra' }, 'audioQuality', 'high'],
    ['a switch turned off', { autoPlay: false }, 'autoPlay', false],
    ['a switch given as text', { equalizer: 'true' }, 'equalizer', false],
    ['a switch given as a number', { skipSilence: 1 }, 'skipSilence', false],
  ])('handles %s', (_what, input, field, expected) => {
    expect(settings(input)[field as keyof AudioSettings]).toBe(expected)
  })

  it('keeps the other fields when one is bad', () => {
    expect(settings({ masterVolume: 'loud', bass: 10 })).toEqual({ ...DEFAULT_AUDIO_SETTINGS, bass: 10 })
  })
})

describe('effectiveVolume', () => {
  it.each([
    [80, 90, 0.72],
    [100, 100, 1],
    [0, 90, 0],
    [80, 0, 0],
    [50, 30, 0.15],
  ])('master %i%% × channel %i%% = %f', (master, channel, expected) => {
    expect(effectiveVolume(master, channel)).toBeCloseTo(expected, 10)
  })
})

describe('channelVolume', () => {
  const at = (overrides: Partial<AudioSettings>) => ({ ...DEFAULT_AUDIO_SETTINGS, ...overrides })

  it.each([
    ['music (0.7)', 'music', 0.7],
    ['background music (0.3)', 'background', 0.3],
    ['a story (master × story volume)', 'story', 0.72],
  ] as const)('at the defaults, %s', (_what, channel, expected) => {
    expect(channelVolume(DEFAULT_AUDIO_SETTINGS, channel)).toBeCloseTo(expected, 10)
  })

  it.each([
    ['half the default master halves the music', { masterVolume: 40 }, 'music', 0.35],
    ['a master of 0 silences the background music', { masterVolume: 0 }, 'background', 0],
    ['a full master turns the music up in proportion', { masterVolume: 100 }, 'music', 0.875],
    ['never above full', { masterVolume: 100, musicVolume: 100 }, 'music', 1],
    ['a full master plays a story at its own volume', { masterVolume: 100 }, 'story', 0.9],
  ] as const)('%s', (_what, overrides, channel, expected) => {
    expect(channelVolume(at(overrides), channel)).toBeCloseTo(expected, 10)
  })
})
