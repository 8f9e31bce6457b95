import { describe, expect, it } from 'vitest'
import { persistenceAnswer, persistenceWords } from './persistence-words.ts'

describe('persistenceWords', () => {
  it('says granted storage is kept until the person clears it, and offers no request', () => {
    expect(persistenceWords('granted')).toEqual({
      status:
        'Kept until you clear it: this browser keeps the stories, downloads and changes waiting to be sent on this device until you clear them.',
      canAsk: false,
    })
  })

  it('says storage not granted may be cleared (low space, Safari after 7 days), that installing protects it, and offers to ask', () => {
    expect(persistenceWords('not-granted')).toEqual({
      status:
        'Not kept for good: the browser may clear what this device keeps when space runs low, or (Safari) after 7 days without a visit. Installing the app to the Home Screen protects it.',
      canAsk: true,
    })
  })

  it('says it cannot be told where the browser has no answer, and offers no request', () => {
    expect(persistenceWords('unknown')).toEqual({
      status: 'This browser cannot tell whether it keeps what this device holds for good.',
      canAsk: false,
    })
  })
})

describe('persistenceAnswer', () => {
  it.each([
    ['granted', 'The browser said yes.'],
    [
      'not-granted',
      'The browser said no. Installing the app to the Home Screen, or visiting often, makes a yes more likely.',
    ],
    ['unknown', 'The browser did not answer.'],
  ] as const)('words the answer %s', (answer, words) => {
    expect(persistenceAnswer(answer)).toBe(words)
  })
})
