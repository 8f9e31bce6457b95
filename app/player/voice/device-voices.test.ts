// The device's voices as Audio Settings offers them and the reader picks one.
import { describe, expect, it } from 'vitest'
import { orderVoices, pickVoice } from './device-voices.ts'
import { standInVoice } from './speech-stand-in.testing.ts'

const voices = [
  standInVoice('Thomas', 'fr-FR'),
  standInVoice('Samantha', 'en-US'),
  { ...standInVoice('Daniel', 'en_GB'), default: true },
  standInVoice('Anna', 'de-DE'),
  standInVoice('Alex', 'en-US'),
]

describe('orderVoices', () => {
  it('puts the language first, its default voice first, then goes by name', () => {
    expect(orderVoices(voices, 'en').map((voice) => voice.name)).toEqual([
      'Daniel',
      'Alex',
      'Samantha',
      'Anna',
      'Thomas',
    ])
    expect(orderVoices(voices, 'fr-CA').map((voice) => voice.name)).toEqual([
      'Thomas',
      'Daniel',
      'Alex',
      'Anna',
      'Samantha',
    ])
  })
})

describe('pickVoice', () => {
  it('takes the chosen voice where the device has it, else the best for the language, else none', () => {
    expect(pickVoice(voices, 'Anna-de-DE', 'en')?.name).toBe('Anna')
    expect(pickVoice(voices, 'a voice of another device', 'en')?.name).toBe('Daniel')
    expect(pickVoice(voices, '', 'fr')?.name).toBe('Thomas')
    expect(pickVoice([], '', 'en')).toBeNull()
  })
})
